/** Mantine's tooltip in a module of its own, so `LazyTooltip` can load it apart from the first chunks. */
export { Tooltip } from '@mantine/core';
