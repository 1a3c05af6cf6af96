import { redirect } from '@tanstack/react-router';
import { guardRoute } from '../../core/auth/guard';
import { errorAddress } from '../../core/navigation';
import { simplePageId } from '../../features/areas/model/simple-pages';

/**
 * What an area route does before showing the shared area page, for `/{area}` and for the paths
 * inside an area (`/{area}/…`, e.g. a form's `/covid/x/{subRoute}/{itemId}`, S1 §7): the area's
 * own guard from the shared route table; an unknown area is the not-found error page.
 * Redirected here, while the navigation loads, not rendered as not found: the app resolves the
 * first navigation before its first render, so a not-found page that navigated on render would
 * leave the unknown path behind as a resolved (and usage-logged) visit.
 */
export async function areaBeforeLoad({
  params,
  location,
}: {
  params: { area: string };
  location: { href: string; searchStr: string };
}) {
  const pageId = simplePageId(params.area);
  if (!pageId) throw redirect({ href: errorAddress('404', location.searchStr), replace: true });
  await guardRoute(pageId)({ location });
  return { pageId };
}

/** The area's landing data (features/areas/data.ts, loaded with the first area opened). */
export const areaLoader = ({
  context,
  location,
}: {
  context: Awaited<ReturnType<typeof areaBeforeLoad>>;
  location: { href: string };
}) => import('../../features/areas/data').then((data) => data.loadAreaPage(context.pageId, location.href));
