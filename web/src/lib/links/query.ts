/** A query parameter; a null, undefined or empty value is left out of the URL. */
export type QueryPair = readonly [name: string, value: string | null | undefined];

/**
 * `path` with the given parameters, in the given order, each name and value percent-encoded with
 * `encodeURIComponent` (so a space is `%20`, `&`/`=`/`#`/`+` cannot break out of their value, and
 * Chinese text is UTF-8 escaped). The order is kept so links are stable and easy to compare.
 */
export function withQuery(path: string, pairs: readonly QueryPair[]): string {
  const query = pairs
    .filter(
      (pair): pair is readonly [string, string] =>
        pair[1] !== null && pair[1] !== undefined && pair[1] !== '',
    )
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
