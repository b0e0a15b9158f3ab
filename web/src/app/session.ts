import { loginUrlFor } from '../lib/safeRedirect.ts';
import { relativeHref } from '../lib/url.ts';

interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

interface NavigatingRouter {
  /** `navigation.location`: where a navigation under way goes (its loaders are running). */
  state: { location: RouterLocation; navigation?: { location?: RouterLocation } };
  navigate: (to: string, opts?: { replace?: boolean }) => unknown;
}

const AUTH_PAGES = new Set(['/login', '/register']);

export interface UnauthenticatedOptions {
  /**
   * Inside a mini-program (spec §4: "skipped in a mini-program"): the mini-program owns the login
   * and hands the session over in the URL, so the storefront's own /login form is never shown
   * there; pages fall back to their anonymous state.
   */
  inMiniProgram?: boolean;
}

/**
 * What an `UNAUTHENTICATED` response does (spec §4, §6, §8): go to /login, coming back here after.
 * "Here" is the page being opened when the answer came to its route loader, before the page showed
 * (the router's `navigation.location`), else the page shown. Not from the login pages themselves
 * (no loop), and only once while several queries fail together.
 */
export function createUnauthenticatedHandler(
  getRouter: () => NavigatingRouter | undefined,
  { inMiniProgram = false }: UnauthenticatedOptions = {},
) {
  let pending = false;
  return () => {
    if (inMiniProgram) return;
    const router = getRouter();
    if (!router || pending) return;
    const location = router.state.navigation?.location ?? router.state.location;
    if (AUTH_PAGES.has(location.pathname)) return;
    pending = true;
    // After the current render so the router is not navigated from inside a link callback mid-update.
    queueMicrotask(() => {
      void Promise.resolve(router.navigate(loginUrlFor(relativeHref(location)), { replace: true })).finally(
        () => {
          pending = false;
        },
      );
    });
  };
}
