import { createFileRoute } from '@tanstack/react-router';
import { AreaPage } from '../features/areas/AreaPage';

/** A wall display (not guarded, bare). */
export const Route = createFileRoute('/display/$id')({ component: DisplayRoute });

function DisplayRoute() {
  const { id } = Route.useParams();
  return <AreaPage area={{ areaId: 'displayById', title: `Display ${id}`, summary: '' }} />;
}
