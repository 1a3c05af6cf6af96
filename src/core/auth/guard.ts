import { redirect } from '@tanstack/react-router';
import { type AppRouteId, appRoutes } from '../../contracts/routes';
import { ensureUserContext } from '../session/user-context';
import { outcomeErrorId, routeOutcome } from './route-outcome';
import { getSession } from './session-state';

/** `beforeLoad` of a route: applies its access rule from the shared route table. */
export function guardRoute(id: AppRouteId) {
  const { access } = appRoutes[id];
  return async ({ location }: { location: { href: string } }) => {
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
    }
    if (outcome === 'signIn') throw redirect({ to: '/sign-in', search: { redirect: location.href } });
    if (outcome !== 'show') throw redirect({ to: '/error/$id', params: { id: outcomeErrorId[outcome] } });
  };
}
