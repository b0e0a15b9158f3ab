import type { NavigateFunction } from 'react-router-dom';
import { safeRedirect } from '../../../lib/safeRedirect.ts';

/**
 * How the hotel pickers (city, calendar, keyword) give their pick back: the page that opened one
 * passes its own URL as `redirect`, and the picker returns to that URL with the pick written in.
 *
 * Returning pops the picker off the history and then replaces the opener's entry with its new URL,
 * so back from the opener still leaves it (no stale copy of it behind, no picker in front). When the
 * picker is the tab's first page (a deep link) there is nothing to pop: it is replaced instead.
 */

/** The picker's URL: its own parameters and where to return. */
export function pickerUrl(
  path: string,
  params: Record<string, string | null | undefined>,
  redirect: string,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  query.set('redirect', redirect);
  return `${path}?${query.toString()}`;
}

/** The opener's URL from a picker's `redirect`, or `fallback` when missing or unsafe. */
export function openerOf(params: URLSearchParams, fallback: string): string {
  return safeRedirect(params.get('redirect'), fallback);
}

/** `href` with parameters set (a null value removes it) and others dropped; the rest kept. */
export function withParams(
  href: string,
  set: Record<string, string | null>,
  drop: readonly string[] = [],
): string {
  const url = new URL(href, 'http://storefront.invalid');
  for (const name of drop) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(set)) {
    if (value === null) url.searchParams.delete(name);
    else url.searchParams.set(name, value);
  }
  const search = url.searchParams.toString();
  return url.pathname + (search ? `?${search}` : '') + url.hash;
}

/** Back to the opener, showing `target` (the opener's URL with the pick). */
export function returnTo(navigate: NavigateFunction, target: string): void {
  // react-router keeps its own index in history.state; 0 means this is the tab's first app page.
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx === 0) {
    void navigate(target, { replace: true });
    return;
  }
  // The router hears the pop first (its listener was added first); ours then turns the entry it
  // landed on into the target.
  const onPop = () => {
    window.removeEventListener('popstate', onPop);
    void navigate(target, { replace: true });
  };
  window.addEventListener('popstate', onPop);
  void navigate(-1);
}
