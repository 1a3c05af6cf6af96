import { describe, expect, it } from 'vitest';
import { pageTitle, showsEnvironmentBanner } from './stage';

describe('stage handling', () => {
  it.each([
    ['local', 'LOCAL - Home | Ops Portal', true],
    ['dev', 'DEV - Home | Ops Portal', true],
    ['test', 'TEST - Home | Ops Portal', true],
    ['prod', 'Home | Ops Portal', false],
  ] as const)('titles and banners the %s stage', (stage, title, banner) => {
    expect(pageTitle(stage, 'Home')).toBe(title);
    expect(showsEnvironmentBanner(stage)).toBe(banner);
  });
});
