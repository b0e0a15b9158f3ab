import { OPEN_APP_BANNER_STYLES, type OpenAppBannerStyle } from '../../config/app.ts';
import type { HostInfo } from '../host/index.ts';

/**
 * A route's name as the banner-style map keys it: the path's segments joined with `-`, `index` for
 * `/` (`/visa/detail` → `visa-detail`, `/new-tickets` → `new-tickets`). A route pattern's params
 * keep their name (`/share/:id?` → `share-id`). Case is kept, as in the routes (`air-airList`).
 */
export function routeNameFor(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/^:/, '').replace(/\?$/, ''));
  return segments.length === 0 ? 'index' : segments.join('-');
}

/**
 * The open-the-app banner's style on a route (spec §2.8), from `OPEN_APP_BANNER_STYLES`; `none` for
 * a route the map does not list. Given the host, it is also `none` inside the company app (already
 * there) and in a mini-program (its web-view cannot launch apps, and the host hides our chrome).
 */
export function bannerStyleFor(
  routeName: string,
  host?: Pick<HostInfo, 'inApp' | 'inMiniProgram'>,
): OpenAppBannerStyle {
  if (host && (host.inApp || host.inMiniProgram)) return 'none';
  // hasOwn, so `constructor` or `__proto__` as a route name cannot pick up Object.prototype.
  return Object.hasOwn(OPEN_APP_BANNER_STYLES, routeName)
    ? (OPEN_APP_BANNER_STYLES[routeName] ?? 'none')
    : 'none';
}
