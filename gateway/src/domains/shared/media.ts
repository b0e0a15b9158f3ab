// Images live on the backend, which browsers cannot reach: the gateway serves them under /media/.
// Resolvers turn the backend's paths into these; http/media.ts maps them back when a browser asks.

const PUBLIC_TO_UPSTREAM: ReadonlyArray<[string, string]> = [
  ['/media/avatar/', '/api/user/headImage/'],
  ['/media/', '/api/media/'],
];

/** The site path for a backend image path; absolute https URLs pass through; anything else is dropped. */
export function mediaUrl(upstreamPath: string | null | undefined): string | null {
  if (!upstreamPath) return null;
  if (upstreamPath.startsWith('https://')) return upstreamPath;
  for (const [pub, up] of PUBLIC_TO_UPSTREAM) {
    if (upstreamPath.startsWith(up)) return pub + upstreamPath.slice(up.length);
  }
  return null;
}

/** The backend path for a site media path, or null when the path is not one the gateway serves. */
export function upstreamMediaPath(publicPath: string): string | null {
  // No way out of the two folders: no dot segments, no encoded slashes, no backslashes.
  if (/(^|\/)\.\.?(\/|$)|%2f|%5c|\\/i.test(publicPath)) return null;
  for (const [pub, up] of PUBLIC_TO_UPSTREAM) {
    if (publicPath.startsWith(pub) && publicPath.length > pub.length)
      return up + publicPath.slice(pub.length);
  }
  return null;
}
