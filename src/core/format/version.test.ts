import { describe, expect, test } from 'vitest';
import type { Claim } from '../../contracts/claims';
import { appVersion, versionLabel } from './version';

const version = (value: string): Claim => ({ claimType: 'Version', claimValue: value });
const build = (value: string): Claim => ({ claimType: 'BuildNumber', claimValue: value });

describe('appVersion', () => {
  test.each([
    ['both claims', [version('3.2.0||rn-3.2.0||true'), build('2026.11.22.1')], '3.2.0', '2026.11.22.1'],
    ['the Version claim alone', [version('3.2.0||rn||false')], '3.2.0', undefined],
    ['the BuildNumber claim alone', [build(' 2026.11.22.1 ')], undefined, '2026.11.22.1'],
    ['an empty version id', [version('||rn||true')], undefined, undefined],
    ['no claims', [], undefined, undefined],
  ])('reads %s', (_, claims, expectedVersion, expectedBuild) => {
    expect(appVersion(claims)).toEqual({ version: expectedVersion, build: expectedBuild });
  });
});

describe('versionLabel', () => {
  test.each([
    [{ version: '3.2.0', build: '2026.11.22.1' }, 'v3.2.0 (build 2026.11.22.1)'],
    [{ version: '3.2.0', build: undefined }, 'v3.2.0'],
    [{ version: undefined, build: '2026.11.22.1' }, 'Build 2026.11.22.1'],
    [{ version: undefined, build: undefined }, undefined],
  ])('shows %j as %j', (input, expected) => {
    expect(versionLabel(input)).toBe(expected);
  });
});
