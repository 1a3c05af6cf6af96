import plain from './plain.module.css';

/**
 * Plain elements styled as Mantine's, for what a screen draws dozens of times (plain.module.css).
 * `plainButtonClass` makes a `<button>` or `<a>` look and behave as Mantine's UnstyledButton: its
 * rules, with Mantine's global focus-ring and press classes.
 */
export { plain };
export const plainButtonClass = `${plain.button} mantine-focus-auto mantine-active`;
