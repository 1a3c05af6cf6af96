import type { FastifyInstance } from 'fastify';
import { decideAccess } from '../../contracts/access';
import { api } from '../../contracts/api';
import { type AreaRouteId, appRoutes, areaRouteIds } from '../../contracts/routes';
import { forbidden, notFound } from '../http/http-error';
import { registerEndpoint } from '../http/register-endpoint';
import { areaSummaries } from './area-summaries';

const isAreaRouteId = (value: string): value is AreaRouteId =>
  (areaRouteIds as readonly string[]).includes(value);

/** Areas/:areaId, guarded by the same route rule (and `decideAccess`) as the client's page. */
export function registerAreaRoutes(app: FastifyInstance): void {
  registerEndpoint(app, api.area, async ({ user, params }) => {
    const areaId = params.areaId ?? '';
    if (!isAreaRouteId(areaId)) throw notFound(`There is no area ${areaId}.`);
    const { title, access } = appRoutes[areaId];
    if (decideAccess(access, user.claims) !== 'allowed') {
      throw forbidden(`You don't have access to ${title}.`);
    }
    return { areaId, title, summary: areaSummaries[areaId] };
  });
}
