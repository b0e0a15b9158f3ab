/** Where a login sends the member when the `redirect` query is missing or unsafe. */
export const DEFAULT_AFTER_LOGIN = '/personal';

/**
 * The `redirect` query value if it is a same-site relative path, else the member's page.
 *
 * Only a path that starts with one `/` stays on this site: `//host` and `/\host` are read by
 * browsers as another host, and a scheme (`javascript:`, `https:`) would leave the app or run code.
 * Control characters are refused too, since browsers strip tabs and newlines before parsing
 * (`/\t/evil.example` becomes `//evil.example`).
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!raw) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//')) return fallback;
  if (value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // A scheme can only hide before the first `/`, `?` or `#`, and the path starts with `/`; this
  // check still rejects odd inputs like `/:javascript` that some routers treat specially.
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(path)) return fallback;
  // Resolve against a dummy origin: if anything still escapes it, refuse.
  try {
    const base = 'http://storefront.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    // Sending the member back to the login or register form after logging in would be a loop.
    if (url.pathname === '/login' || url.pathname === '/register') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/** The `/login` URL that returns to `current` after logging in. */
export function loginUrlFor(current: string): string {
  const target = safeRedirect(current, '');
  // `/` is legal in a query value; leaving it readable gives `/login?redirect=/personal`.
  return target ? `/login?redirect=${encodeURIComponent(target).replace(/%2F/gi, '/')}` : '/login';
}
