import { type AppRouteId, appRoutes, areaRouteIds, matchRoute } from '../../../contracts/routes';

/** Public pages whose insides the spec does not show either: bare, titled, no API call. */
const publicPlaceholders = [
  'display',
  'externalForm',
  'surveyForm',
  'previewForm',
  'previewCar',
  'previewCoaching',
] as const;
const simplePages = new Set<AppRouteId>([...areaRouteIds, ...publicPlaceholders]);

/** The route id for a top-level path segment served by the shared area page, if any. */
export function simplePageId(segment: string): AppRouteId | undefined {
  const matched = matchRoute(`/${segment}`);
  return matched && simplePages.has(matched.id) ? matched.id : undefined;
}

/** Guarded areas have landing data at the API; public placeholders do not. */
export const hasAreaEndpoint = (id: AppRouteId) => appRoutes[id].access !== 'public';
