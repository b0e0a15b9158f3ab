/**
 * `href` (absolute or relative) as a path + query + hash without the query parameter `name`.
 * Other parameters keep their exact raw text and order (re-serialising through URLSearchParams
 * would re-encode Chinese values and `+`). Returns null when `name` was not there, so callers only
 * touch history when needed.
 */
export function withoutQueryParam(href: string, name: string): string | null {
  const url = new URL(href, 'http://storefront.invalid');
  const raw = url.search.replace(/^\?/, '');
  if (!raw) return null;
  const parts = raw.split('&');
  const kept = parts.filter((part) => {
    const key = part.split('=', 1)[0] ?? '';
    return decodeKey(key) !== name;
  });
  if (kept.length === parts.length) return null;
  const search = kept.filter(Boolean).join('&');
  return url.pathname + (search ? `?${search}` : '') + url.hash;
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The path, query and hash of a location: the form a `redirect` parameter carries. */
export function relativeHref(loc: { pathname: string; search: string; hash: string }): string {
  return loc.pathname + loc.search + loc.hash;
}
