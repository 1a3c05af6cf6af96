import { createFileRoute, redirect } from '@tanstack/react-router';
import { guardRoute } from '../core/auth/guard';
import { keptQuery, withCurrentQuery } from '../core/menu/click-rule';
import { ensureUserContext } from '../core/session/user-context';

/**
 * The empty path goes to /home keeping what navigation keeps (`keptQuery`: `acctId`, not a page's
 * own `view`), so it needs the menu: guarded as Home is, a signed-out visit comes back here.
 */
export const Route = createFileRoute('/')({
  beforeLoad: async (context) => {
    await guardRoute('home')(context);
    const { menu } = await ensureUserContext();
    throw redirect({ href: withCurrentQuery('/home', keptQuery(context.location.searchStr, menu.items)) });
  },
});
