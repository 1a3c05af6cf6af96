import { notFound } from '@tanstack/react-router';
import { guardRoute } from '../../core/auth/guard';
import { loadAreaPage } from '../../features/areas/data';
import { simplePageId } from '../../features/areas/model/simple-pages';

/**
 * What an area route does before showing the shared area page, for `/{area}` and for the paths
 * inside an area (`/{area}/…`, e.g. a form's `/covid/x/{subRoute}/{itemId}`, S1 §7): the area's
 * own guard from the shared route table; an unknown area is not found.
 */
export async function areaBeforeLoad({
  params,
  location,
}: {
  params: { area: string };
  location: { href: string };
}) {
  const pageId = simplePageId(params.area);
  if (!pageId) throw notFound();
  await guardRoute(pageId)({ location });
  return { pageId };
}

export const areaLoader = ({ context }: { context: Awaited<ReturnType<typeof areaBeforeLoad>> }) =>
  loadAreaPage(context.pageId);
