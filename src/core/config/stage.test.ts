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

  it("names a page's own heading before its route's title, once when they are the same", () => {
    expect(pageTitle('prod', 'Error', 'Page Not Found')).toBe('Page Not Found - Error | Ops Portal');
    expect(pageTitle('local', 'Display', 'Metro Airport counter')).toBe(
      'LOCAL - Metro Airport counter - Display | Ops Portal',
    );
    expect(pageTitle('prod', 'Home', 'Home')).toBe('Home | Ops Portal');
    expect(pageTitle('prod', undefined, 'Page Not Found')).toBe('Page Not Found | Ops Portal');
    expect(pageTitle('prod')).toBe('Ops Portal');
  });
});
