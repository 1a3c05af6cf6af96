import { keptQuery, withCurrentQuery } from '../menu/click-rule';
import { appStore } from '../state/jotai';
import { menuAtom } from './user-context';

/**
 * /home with the current query's context parameters, where the app starts over after whom the
 * user acts for changed (S2 §2): every navigation keeps them (S1 §2.1), so an admin who came by a
 * link to one account (`?acctId=`) stays in it (walkthrough 28, O2; docs/settings.md).
 */
export function homeKeepingContext(): string {
  return withCurrentQuery('/home', keptQuery(window.location.search, appStore.get(menuAtom)?.items ?? []));
}
