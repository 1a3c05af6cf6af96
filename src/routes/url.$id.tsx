import { createFileRoute } from '@tanstack/react-router';
import { findMenuItemById } from '../contracts/menu-tree';
import { guardRoute } from '../core/auth/guard';
import { ensureUserContext } from '../core/session/user-context';
import { ExternalLinkPage } from '../features/external-link/ExternalLinkPage';

/** An external-link app shown inside the portal; never reused (S1 §2.1). */
export const Route = createFileRoute('/url/$id')({
  beforeLoad: guardRoute('urlById'),
  loader: async ({ params }) => findMenuItemById((await ensureUserContext()).menu.items, Number(params.id)),
  component: UrlRoute,
});

function UrlRoute() {
  return <ExternalLinkPage item={Route.useLoaderData()} />;
}
