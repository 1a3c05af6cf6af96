import { describe, expect, test } from 'vitest';
import { iconInitials } from './app-icon';

describe('iconInitials', () => {
  test.each([
    ['Shift Management', 'SM'],
    ['KPI Management', 'KM'],
    ['Dashboard', 'Da'],
    ['IEM', 'IE'],
    ['X', 'X'],
    ['COVID-19 screening', 'C1'],
    ['  ', '?'],
    ['Zürich hub', 'ZH'],
    ['émargement', 'Ém'],
  ])('draws %j as %j', (title, expected) => {
    expect(iconInitials(title)).toBe(expected);
  });
});
