import { describe, expect, it } from 'vitest';
import { emptyFilterPanel, requestFilters } from './filter-panel';
import { filtersKey } from './filters';

describe('filtersKey', () => {
  it('is the same for the same filters in any order, and "all" without filters', () => {
    const a = requestFilters({ ...emptyFilterPanel, changeTypes: ['Fix', 'Feature'] }, false);
    const b = requestFilters({ ...emptyFilterPanel, changeTypes: ['Feature', 'Fix'] }, false);
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey({})).toBe('all');
    expect(filtersKey(a)).not.toBe(filtersKey({ changeTypes: ['Fix'] }));
  });
});
