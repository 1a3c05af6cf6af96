import { helpEndpoints } from '../../contracts/help-api';
import { appApi } from '../../core/api/app-api';

/**
 * Help reads through the cache layer (issue 4): shown from IndexedDB at once, refreshed from the
 * network when online, keyed per user and context account (the default scope), dropped at sign-out.
 * Topics refresh at once after each topic write (topic-writes.ts). The reads are here, for the
 * first screen's offline save; the panels' hooks over them are in data-hooks.ts, loaded with them
 * (a first-screen module carries all its exports in the entry chunk).
 */
/** The Help Topics list as the cache knows it (also listed by the offline-readiness view). */
export const helpTopicsRead = {
  resource: 'helpTopics',
  fetch: () => appApi().call(helpEndpoints.helpTopics),
  schema: helpEndpoints.helpTopics.response,
};

/** One page's help items, tutorials and agent as the cache knows them (`pageName` from `pageNameOf`). */
export const pageHelpRead = (pageName: string) => ({
  resource: `pageHelp:${pageName}`,
  fetch: () => appApi().call(helpEndpoints.pageHelp, { params: { pageName } }),
  schema: helpEndpoints.pageHelp.response,
});
