import { redirect } from '@tanstack/react-router';
import { type AppRouteId, appRoutes } from '../../contracts/routes';
import type { AreaPage } from '../../contracts/shell-api';
import { isApiError } from '../../core/api/api-error';
import { readThrough } from '../../core/cache/read-through';
import { errorAddress, navigateTo } from '../../core/navigation';
import { isOnline } from '../../core/network/network-monitor';
import { areaRead } from './area-read';
import { hasAreaEndpoint } from './model/simple-pages';

/*
 * Loaded by the area routes' loader on the first area opened (area-route.ts), off the first screen.
 */

/** S1 §2.2's 403 page: 'Unauthorized: no permission for this page'. */
const UNAUTHORIZED_CODE = '403';

/** Menu and roles read again (core/session/user-context-repair.ts, loaded only then). */
const rereadUserContext = () =>
  void import('../../core/session/user-context-repair').then(
    (repair) => repair.rereadUserContext(),
    () => undefined,
  );

/** The server refused the area (403): the user lost its permission since the menu was read. */
const isRefused = (error: unknown) => isApiError(error) && error.status === 403;

/**
 * Areas the server refused in this page: their cached landing data is not shown again (it showed
 * the page's content as if allowed until the refusal came back); the server is asked first, and
 * the page shows again once it answers (the permission given back).
 */
const refusedAreas = new Set<AppRouteId>();

/**
 * An area's landing data through the cache: shown offline once it was opened online, and always
 * revalidated when online (a re-navigation is a reload). A page the server refuses (403: the user
 * lost the app's permission since the menu was read, walkthrough 11, defect 2) shows the
 * Unauthorized page, as a link to a page the user may not open does, never its content; and the
 * menu is read again, so the app leaves the sidebar, favorites and Apps. A cached page shown while
 * its refusal comes back is replaced then, if the user is still on it (`href`: its path and query).
 */
export async function loadAreaPage(id: AppRouteId, href: string): Promise<AreaPage> {
  if (!hasAreaEndpoint(id)) return { areaId: id, title: appRoutes[id].title, summary: '' };
  const read = areaRead(id);
  try {
    // Offline, the device's copy shows as before: the server cannot say yes or no meanwhile.
    if (refusedAreas.has(id) && isOnline()) {
      const page = await read.fetch();
      refusedAreas.delete(id);
      return page;
    }
    return await readThrough(read.resource, read.fetch, read.schema, {
      freshForMs: 0,
      onRefreshFailure: (error) => {
        if (!isRefused(error)) return;
        refusedAreas.add(id);
        rereadUserContext();
        const { pathname, search, hash } = window.location;
        if (`${pathname}${search}${hash}` === href)
          navigateTo(errorAddress(UNAUTHORIZED_CODE, search), { replace: true });
      },
    });
  } catch (error) {
    if (!isRefused(error)) throw error;
    refusedAreas.add(id);
    rereadUserContext();
    throw redirect({
      href: errorAddress(UNAUTHORIZED_CODE, new URL(href, window.location.origin).search),
      replace: true,
    });
  }
}
