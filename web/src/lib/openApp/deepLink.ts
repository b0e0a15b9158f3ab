import { APP_SCHEME } from '../../config/app.ts';

/** RFC 3986 scheme syntax; anything else is a configuration mistake. */
const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*$/i;

/**
 * `{scheme}://{path}`: the URL that launches the app (spec §2.8). `path` comes from `appPath`; an
 * empty path gives the bare `{scheme}://` that opens the app's home. Leading slashes are dropped so
 * the path can never be read as an empty host plus a path.
 */
export function deepLink(scheme: string = APP_SCHEME, path: string = ''): string {
  if (!SCHEME_PATTERN.test(scheme)) throw new TypeError(`Not a URL scheme: ${JSON.stringify(scheme)}`);
  return `${scheme}://${path.replace(/^\/+/, '')}`;
}

/**
 * The clipboard text for deferred deep linking (spec §2.8 `{timestamp}#{address}…`):
 * `{ms since the epoch}#{deep link}`, e.g. `1718000000000#yoyotrip://detail/4000/3/123`.
 *
 * The app reads it on its first start after an install from the store: the digits before the first
 * `#` say how fresh the request is (the app ignores stale ones), everything after it is the deep
 * link to open, taken whole (a deep link may itself contain `#`). The shopper then lands on the
 * product they tapped instead of the app's home.
 */
export function clipboardText(now: number | Date, address: string): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`Not a time: ${String(now)}`);
  return `${Math.floor(ms)}#${address}`;
}
