import { describe, expect, it } from 'vitest';
import { accentPalette } from './accent-palette';
import { colorSchemeOf, fontSizesFor, themeFor } from './appearance-theme';

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
