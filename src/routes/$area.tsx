import { createFileRoute, notFound } from '@tanstack/react-router';
import { guardRoute } from '../core/auth/guard';
import { AreaPage } from '../features/areas/AreaPage';
import { loadAreaPage } from '../features/areas/data';
import { simplePageId } from '../features/areas/model/simple-pages';

/**
 * Every area of S1 §2.1 whose insides the spec does not show, driven by the shared route table:
 * the guard and the title come from there, the page is a lazily loaded chunk.
 */
export const Route = createFileRoute('/$area')({
  beforeLoad: async ({ params, location }) => {
    const pageId = simplePageId(params.area);
    if (!pageId) throw notFound();
    await guardRoute(pageId)({ location });
    return { pageId };
  },
  loader: ({ context }) => loadAreaPage(context.pageId),
  component: AreaRoute,
});

function AreaRoute() {
  return <AreaPage area={Route.useLoaderData()} />;
}
