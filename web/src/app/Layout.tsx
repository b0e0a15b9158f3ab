import { useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { titleFor } from './titles.ts';

/**
 * The shell around every page: the centred 640px body, the document title and scroll handling.
 * Later shell parts (tab bar, open-app banner, progress bar, customer service) mount here.
 */
export function Layout() {
  return (
    <div className="sf-app">
      <DocumentTitle />
      <ScrollOnNavigate />
      <Outlet />
    </div>
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
