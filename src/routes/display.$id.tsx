import { createFileRoute } from '@tanstack/react-router';
import { DisplayPage } from '../features/kiosk/components/DisplayPage';
import { kioskSearchOf } from '../features/kiosk/model/kiosk-params';

/** A wall display (S1 §2.1: not guarded, bare; docs/kiosk.md). `?setup` opens the technician panel. */
export const Route = createFileRoute('/display/$id')({
  validateSearch: kioskSearchOf,
  component: DisplayRoute,
});

function DisplayRoute() {
  const { id } = Route.useParams();
  const { setup } = Route.useSearch();
  return <DisplayPage key={id} idParam={id} setup={setup === true} />;
}
