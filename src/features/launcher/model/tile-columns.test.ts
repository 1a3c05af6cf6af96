import { describe, expect, it } from 'vitest';
import { TILE_COLUMNS, tileColumnsFor } from './tile-columns';

describe('tileColumnsFor', () => {
  it.each([12, 14, 16])('keeps the grid as it is at %i px', (bodyPx) => {
    expect(tileColumnsFor(bodyPx)).toEqual(TILE_COLUMNS);
  });

  it('gives fewer, wider tiles as the text grows, never fewer than two', () => {
    expect(tileColumnsFor(18)).toEqual({ base: 3, xs: 4, sm: 4, md: 5, lg: 7 });
    expect(tileColumnsFor(22)).toEqual({ base: 2, xs: 3, sm: 4, md: 4, lg: 6 });
  });
});
