import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accentPalette } from './accent-palette';
import {
  appCssVariables,
  colorSchemeOf,
  DIMMED_ON_LIGHT,
  fontSizesFor,
  headingSizesFor,
  linkColorOnLight,
  themeFor,
} from './appearance-theme';
import { contrastRatio } from './contrast.testkit';

describe('colorSchemeOf', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['spooky', 'dark'],
    ['neon', 'light'],
    ['holiday', 'light'],
    ['unknown', 'light'],
  ])('draws %s on a %s background', (theme, scheme) => {
    expect(colorSchemeOf(theme)).toBe(scheme);
  });
});

describe('fontSizesFor', () => {
  it.each([
    [16, '16px', '12px'],
    [20, '20px', '15px'],
    [12, '12px', '9px'],
  ])('scales the sizes to a %i px body', (body, md, xs) => {
    expect(fontSizesFor(body)).toMatchObject({ md, xs });
  });
});

describe('headingSizesFor', () => {
  it("keeps Mantine's headings at a 16 px body and scales them with the text", () => {
    expect(headingSizesFor(16)).toMatchObject({ h1: { fontSize: '34px' }, h4: { fontSize: '18px' } });
    expect(headingSizesFor(22)).toMatchObject({ h1: { fontSize: '46.75px' }, h4: { fontSize: '24.75px' } });
  });

  it('keeps a section heading (h4) larger than the text under it at every size', () => {
    for (const body of [12, 16, 22])
      expect(parseFloat(headingSizesFor(body).h4.fontSize)).toBeGreaterThan(
        parseFloat(fontSizesFor(body).md),
      );
  });
});

describe('appCssVariables', () => {
  /** A `var(--mantine-color-red-9)` as the hex Mantine's palette gives it. */
  const hexOf = (value: string | undefined) => {
    const [, color, shade] = /--mantine-color-(\w+)-(\d)\)/.exec(value ?? '') ?? [];
    return value?.startsWith('#') ? value : DEFAULT_THEME.colors[color ?? '']?.[Number(shade)];
  };
  const { light, dark } = appCssVariables(DEFAULT_THEME);
  const lightBody = '#ffffff';
  const darkBody = DEFAULT_THEME.colors.dark[7];

  it('makes error and dimmed text reach WCAG AA (4.5:1) on the body, light and dark', () => {
    expect(contrastRatio(hexOf(light['--mantine-color-error']) ?? '', lightBody)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(hexOf(dark['--mantine-color-error']) ?? '', darkBody)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(DIMMED_ON_LIGHT, lightBody)).toBeGreaterThanOrEqual(4.5);
    const darkDimmed = dark['--mantine-color-dimmed'] ?? '';
    expect(contrastRatio(darkDimmed, darkBody)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(darkDimmed, DEFAULT_THEME.colors.dark[6])).toBeGreaterThanOrEqual(4.5);
    // Still dimmed: darker than the body text.
    expect(contrastRatio(darkDimmed, darkBody)).toBeLessThan(
      contrastRatio(DEFAULT_THEME.colors.dark[0], darkBody),
    );
  });

  it("writes the link colour out: Mantine's blue.6 (3.5:1) becomes the first shade that reads, blue.8", () => {
    expect(light['--mantine-color-anchor']).toBe(DEFAULT_THEME.colors.blue[8]);
  });
});

describe('linkColorOnLight', () => {
  it('keeps a shade that reads on white, and takes a darker one of the palette where it does not', () => {
    expect(linkColorOnLight(DEFAULT_THEME.colors.blue, 8)).toBe(DEFAULT_THEME.colors.blue[8]);
    const blueAccent = accentPalette('#228be6');
    const link = linkColorOnLight(blueAccent, 6) ?? '';
    expect(contrastRatio('#228be6', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(blueAccent.indexOf(link)).toBeGreaterThan(6);
  });
});

describe('themeFor', () => {
  it('makes a known accent the primary colour, with its base at the primary shade', () => {
    const theme = themeFor({ theme: 'light', fontSizePx: 16, accent: 'coral' });
    expect(theme.primaryColor).toBe('accent');
    expect(theme.colors?.accent?.[6]).toBe('#f76f5e');
  });

  it.each([null, 'not-a-colour'])('keeps the product blue for accent %s', (accent) => {
    expect(themeFor({ theme: 'light', fontSizePx: 16, accent }).primaryColor).toBe('blue');
  });
});

describe('accentPalette', () => {
  it('has ten shades, lightest first', () => {
    const palette = accentPalette('#228be6');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#228be6');
    expect(palette[0]).not.toBe(palette[9]);
  });
});
