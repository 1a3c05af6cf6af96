import { type AppRouteId, appRoutes } from '../../contracts/routes';
import { type AreaPage, areaPageSchema, shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';
import { readThrough } from '../../core/cache/read-through';
import { hasAreaEndpoint } from './model/simple-pages';

/**
 * An area's landing data through the cache: shown offline once it was opened online, and always
 * revalidated when online (a re-navigation is a reload).
 */
export async function loadAreaPage(id: AppRouteId): Promise<AreaPage> {
  if (!hasAreaEndpoint(id)) return { areaId: id, title: appRoutes[id].title, summary: '' };
  return readThrough(
    `area:${id}`,
    () => appApi().call(shellEndpoints.area, { params: { areaId: id } }),
    areaPageSchema,
    {
      freshForMs: 0,
    },
  );
}
