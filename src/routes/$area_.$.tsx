import { createFileRoute } from '@tanstack/react-router';
import { AreaWithSections } from './-components/AreaWithSections';
import { areaBeforeLoad, areaLoader } from './-components/area-route';

/**
 * A path inside an area (`/covid/x/screening/42`): the area's own views are not shown by the spec,
 * so the area page stands for them, with the area's guard. Usage logging reads the sub-route and
 * item id of Forms and Reports apps from segments 3 and 4 (S1 §7).
 */
export const Route = createFileRoute('/$area_/$')({
  beforeLoad: areaBeforeLoad,
  loader: areaLoader,
  component: AreaSubPathRoute,
});

function AreaSubPathRoute() {
  return <AreaWithSections area={Route.useLoaderData()} />;
}
