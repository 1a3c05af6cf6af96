import { describe, expect, it } from 'vitest';
import { pageNameSchema } from '../../../contracts/help-writes';
import { pageNameOf } from './page-name';

describe('pageNameOf', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['/home', 'home'],
    ['/labor-planning', 'labor-planning'],
    ['/Labor-Planning/', 'labor-planning'],
    ['/reports/12/detail', 'reports'],
    ['/url/502', 'url'],
    ['/a%20b', undefined],
    ['/%E0%A4%A', undefined],
  ])('%s → %s', (path, expected) => {
    expect(pageNameOf(path)).toBe(expected);
  });

  it('only gives names the contract accepts', () => {
    for (const path of ['/', '/labor-planning', '/x_y', '/UPPER']) {
      const name = pageNameOf(path);
      if (name !== undefined) expect(pageNameSchema.safeParse(name).success).toBe(true);
    }
  });
});
