import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../features/areas/AreaPage';
import { DisplaysAdminLink } from '../features/kiosk/admin/DisplaysAdminLink';
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
  const area = Route.useLoaderData();
  return <AreaPage area={area}>{area.areaId === 'configuration' && <DisplaysAdminLink />}</AreaPage>;
}
