import { describe, expect, it } from 'vitest';
import { emptyFilterPanel, requestFilters } from './filter-panel';
import { hasFilters } from './filters';

describe('requestFilters', () => {
  it('leaves blank fields out', () => {
    expect(requestFilters({ ...emptyFilterPanel, search: '  ' }, true)).toEqual({});
    expect(hasFilters(requestFilters(emptyFilterPanel, true))).toBe(false);
  });

  it('trims the search and sorts the lists', () => {
    expect(
      requestFilters(
        {
          search: ' fix ',
          changeTypes: ['Fix', 'Feature'],
          apps: ['survey', 'marketrates'],
          releaseTypes: [],
        },
        false,
      ),
    ).toEqual({ search: 'fix', changeTypes: ['Feature', 'Fix'], apps: ['marketrates', 'survey'] });
  });

  it('searches the first 200 characters of a longer search, which the field keeps whole (walkthrough 35, D2)', () => {
    const pasted = ` ${'a'.repeat(200)}bcd `;
    expect(requestFilters({ ...emptyFilterPanel, search: pasted }, false)).toEqual({
      search: 'a'.repeat(200),
    });
  });

  it('sends release types for system admins only', () => {
    const panel = { ...emptyFilterPanel, releaseTypes: ['Draft' as const] };
    expect(requestFilters(panel, true)).toEqual({ releaseTypes: ['Draft'] });
    expect(requestFilters(panel, false)).toEqual({});
  });
});
