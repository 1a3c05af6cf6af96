import { type AreaPage, api } from '../../contracts/api';
import { type AppRouteId, appRoutes } from '../../contracts/routes';
import { appApi } from '../../core/api/app-api';
import { hasAreaEndpoint } from './model/simple-pages';

export async function loadAreaPage(id: AppRouteId): Promise<AreaPage> {
  if (!hasAreaEndpoint(id)) return { areaId: id, title: appRoutes[id].title, summary: '' };
  return appApi().call(api.area, { params: { areaId: id } });
}
