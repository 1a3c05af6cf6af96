import { redirect } from '@tanstack/react-router';
import { type AppRouteId, appRoutes } from '../../contracts/routes';
import { errorAddress } from '../navigation';
import { linkedAccount } from '../session/model/account-link';
import { ensureUserContext } from '../session/user-context';
import { outcomeErrorId, routeOutcome } from './route-outcome';
import { getSession } from './session-state';

/** `beforeLoad` of a route: applies its access rule from the shared route table. */
export function guardRoute(id: AppRouteId) {
  const { access } = appRoutes[id];
  return async ({ location }: { location: { href: string; searchStr: string } }) => {
    const claims = getSession()?.user.claims;
    let outcome = routeOutcome({ access, claims });
    if (outcome !== 'signIn' && access !== 'public') {
      const context = await ensureUserContext();
      outcome = routeOutcome({
        access,
        claims,
        accountCount: context.accounts.length,
        appCount: context.menu.items.length,
      });
      // A link naming an account the user does not hold (`?acctId=`, walkthrough 10, defect 5):
      // checked here in a few bytes, the rest loaded only then. Its code not fetched (offline
      // before the worker holds it): the page shows uncorrected, as before.
      if (outcome === 'show' && linkedAccount(context.accounts, location.searchStr) === undefined) {
        const corrected = await import('../session/account-link-redirect').then(
          (loaded) => loaded.addressOfAccountShown(context.accounts, location.href),
          () => undefined,
        );
        if (corrected) throw redirect({ href: corrected, replace: true });
      }
    }
    if (outcome === 'signIn') throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    if (outcome !== 'show')
      throw redirect({ href: errorAddress(outcomeErrorId[outcome], location.searchStr) });
  };
}
