/** The error page of S1 §2.2, one entry per id; anything else is the unknown error. */
export type ErrorAction =
  | 'returnHome'
  | 'checkMigration'
  | 'requestAccess'
  | 'recommendedBrowsers'
  | 'signOut';

export interface ErrorEntry {
  title: string;
  text: string;
  actions: readonly ErrorAction[];
}

const catalogue: Record<string, ErrorEntry> = {
  browser: {
    title: 'Unsupported Browser',
    text: 'This browser is not supported. Please open the portal in one of the recommended browsers.',
    actions: ['recommendedBrowsers'],
  },
  '404': {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist.',
    actions: ['returnHome'],
  },
  '403': {
    title: 'Unauthorized',
    text: "You don't have permission to view this page.",
    actions: ['returnHome'],
  },
  '401': {
    title: 'Unauthorized',
    text: "You don't have permissions to any apps.",
    actions: ['requestAccess', 'signOut'],
  },
  '500': {
    title: 'API Error',
    text: 'The server could not complete the request. Please try again later.',
    actions: ['returnHome'],
  },
  '406': {
    title: 'Access Error',
    text: "You don't have any assigned accounts.",
    actions: ['requestAccess', 'signOut'],
  },
  '503': {
    title: 'Migration in Progress',
    text: 'The portal is being upgraded and will be back shortly.',
    actions: ['checkMigration', 'returnHome'],
  },
};

const unknown: ErrorEntry = {
  title: 'Unknown Error',
  text: 'Something unexpected happened.',
  actions: ['returnHome'],
};

/**
 * 406 reached from an app that needs an account (S1 §2.3: a noAccount entry) by a user who has
 * other accounts: "no assigned accounts" would be untrue, and they have a home to go back to.
 */
const appNeedsAnotherAccount: ErrorEntry = {
  title: 'Access Error',
  text: 'This app needs an account you are not assigned to. Choose another app, or ask support for access.',
  actions: ['returnHome', 'requestAccess'],
};

/** The entry for `id`; `hasAccounts`: the signed-in user is known to have at least one account. */
export function errorEntry(id: string, { hasAccounts = false }: { hasAccounts?: boolean } = {}): ErrorEntry {
  if (id === '406' && hasAccounts) return appNeedsAnotherAccount;
  return catalogue[id] ?? unknown;
}

export const recommendedBrowsers = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
] as const;
