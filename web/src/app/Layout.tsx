import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { removeFirstPaint } from './firstPaint.ts';
import { useHost } from './HostContext.tsx';
import { CustomerServiceProvider } from './shell/CustomerServiceContext.tsx';
import { LoadingOverlay } from './shell/LoadingOverlay.tsx';
import { OpenAppBanner } from './shell/OpenAppBanner.tsx';
import { OpenAppTargetProvider } from './shell/openAppTarget.tsx';
import { NavigationProgress, ProgressBar } from './shell/ProgressBar.tsx';
import { showsTabBar } from './shell/tabBar.ts';
import { titleFor } from './titles.ts';

// The shell's data-bound parts load beside the first page rather than inside the entry chunk: they
// need the generated operations module, which every page shares.
const AppTabBar = lazy(() => import('./shell/TabBar.tsx'));
const SessionCheck = lazy(() => import('./shell/SessionCheck.tsx'));

/**
 * The shell around every page: the centred 640px body, the document title, scroll handling, the
 * progress bar and loading overlay, the open-app banner, the tab bar and the customer-service popup.
 */
export function Layout() {
  const host = useHost();
  const { pathname } = useLocation();
  const tabBar = showsTabBar(pathname, host);
  // The server's still picture of the home is only for `/`; the home itself takes it away.
  useEffect(() => {
    if (pathname !== '/') removeFirstPaint();
  }, [pathname]);
  return (
    <CustomerServiceProvider>
      <OpenAppTargetProvider>
        <ProgressBar />
        <NavigationProgress />
        <div className={tabBar ? 'sf-app sf-app--tabbar' : 'sf-app'}>
          <DocumentTitle />
          <ScrollOnNavigate />
          <OpenAppBanner />
          <Outlet />
        </div>
        <Suspense fallback={null}>
          <SessionCheck />
          {tabBar && <AppTabBar />}
        </Suspense>
        <LoadingOverlay />
      </OpenAppTargetProvider>
    </CustomerServiceProvider>
  );
}

function DocumentTitle() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    document.title = titleFor(pathname, search);
  }, [pathname, search]);
  return null;
}

/**
 * Spec §2: scroll restoration is manual. Every navigation goes to the top, or to the element the
 * hash names (by id, then by the `name` of an anchor).
 */
function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash.length > 1) {
      const id = safeDecode(hash.slice(1));
      const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [key, hash]);
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
