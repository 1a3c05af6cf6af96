import { describe, expect, it } from 'vitest';
import { errorEntry } from './error-catalogue';

describe('errorEntry', () => {
  it.each([
    ['browser', 'Unsupported Browser', 'recommendedBrowsers'],
    ['404', 'Page Not Found', 'returnHome'],
    ['403', 'Unauthorized', 'returnHome'],
    ['401', 'Unauthorized', 'requestAccess'],
    ['500', 'API Error', 'returnHome'],
    ['406', 'Access Error', 'requestAccess'],
    ['503', 'Migration in Progress', 'checkMigration'],
    ['418', 'Unknown Error', 'returnHome'],
  ])('shows %s as %s with %s', (id, title, action) => {
    const entry = errorEntry(id);
    expect(entry.title).toBe(title);
    expect(entry.actions).toContain(action);
  });
});
