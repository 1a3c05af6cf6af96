import { createFileRoute } from '@tanstack/react-router';
import { AreaWithSections } from './-components/AreaWithSections';
import { areaBeforeLoad, areaLoader } from './-components/area-route';

/**
 * Every area of S1 §2.1 whose insides the spec does not show, driven by the shared route table:
 * the guard and the title come from there, the page is a lazily loaded chunk.
 */
export const Route = createFileRoute('/$area')({
  beforeLoad: areaBeforeLoad,
  loader: areaLoader,
  component: AreaRoute,
});

function AreaRoute() {
  return <AreaWithSections area={Route.useLoaderData()} />;
}
