import type { AppRouteId } from '../../contracts/routes';
import { areaPageSchema, shellEndpoints } from '../../contracts/shell-api';
import { appApi } from '../../core/api/app-api';

/** An area's landing data (`Areas/:areaId`) as the cache knows it: the area page reads it through the cache, 'Make available offline' saves it. */
export const areaRead = (id: AppRouteId) => ({
  resource: `area:${id}`,
  fetch: () => appApi().call(shellEndpoints.area, { params: { areaId: id } }),
  schema: areaPageSchema,
});
