/** The launcher's tile columns per screen size (Mantine breakpoints), at the 16 px body size. */
export const TILE_COLUMNS = { base: 3, xs: 4, sm: 5, md: 6, lg: 8 } as const;

export type TileColumns = { -readonly [size in keyof typeof TILE_COLUMNS]: number };

/** The body size the tile grid was drawn for. */
const BASE_BODY_PX = 16;

/**
 * The columns for a larger Font Size: fewer, so that a tile grows with its text as it would when
 * zoomed. The screen-size breakpoints do not move with the Font Size preference (it scales the
 * text, not the root), so at 22 px the grid kept six 91 px tiles at 1024 px and names such as
 * 'Configuration' (115 px) ran into the next tile. Never more columns than at 16 px: a smaller
 * size keeps the grid as it is.
 */
export function tileColumnsFor(bodyPx: number): TileColumns {
  const scale = Math.min(1, BASE_BODY_PX / bodyPx);
  const columns = {} as TileColumns;
  for (const [size, count] of Object.entries(TILE_COLUMNS) as [keyof TileColumns, number][])
    columns[size] = Math.max(2, Math.round(count * scale));
  return columns;
}
