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

  it('406 for a user with other accounts says the app needs another one and offers the way home', () => {
    const entry = errorEntry('406', { hasAccounts: true });
    expect(entry.title).toBe('Access Error');
    expect(entry.text).not.toContain("You don't have any assigned accounts.");
    expect(entry.text).toContain('This app needs an account you are not assigned to.');
    expect(entry.actions).toEqual(['returnHome', 'requestAccess']);
  });

  it('406 without accounts known keeps the no-accounts page with Sign out', () => {
    expect(errorEntry('406', { hasAccounts: false }).text).toBe("You don't have any assigned accounts.");
    expect(errorEntry('406').actions).toContain('signOut');
  });

  it('other ids do not depend on the accounts', () => {
    expect(errorEntry('403', { hasAccounts: true })).toEqual(errorEntry('403'));
  });
});
