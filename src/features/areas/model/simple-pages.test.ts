import { describe, expect, it } from 'vitest';
import { hasAreaEndpoint, simplePageId } from './simple-pages';

describe('simplePageId', () => {
  it.each([
    ['dashboard', 'dashboard'],
    ['shift-management', 'shiftManagement'],
    ['external-form', 'externalForm'],
    ['home', undefined],
    ['error', undefined],
    ['no-such-area', undefined],
  ])('serves /%s as %s', (segment, id) => {
    expect(simplePageId(segment)).toBe(id);
  });

  it('fetches landing data only for guarded areas', () => {
    expect(hasAreaEndpoint('dashboard')).toBe(true);
    expect(hasAreaEndpoint('previewCar')).toBe(false);
  });
});
