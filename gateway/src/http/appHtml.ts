/**
 * The web app's index.html as the gateway serves it for each client route. The build writes, beside
 * index.html, the files each page's lazy chunk needs beyond the entry (route-preloads.json, from
 * scripts/build-route-preloads.mjs); the HTML for a page's path names them in its head, so the
 * browser fetches the page's code alongside the entry rather than after the entry has run and the
 * router has asked for it. Vite's loader finds them already there and does not fetch them again.
 * Paths that are no page (the 404 screen) get index.html as built.
 */

export interface RoutePreloads {
  routes: Array<{ path: string; js: string[]; css: string[] }>;
}

/** Only the build's own asset paths go into the HTML. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function tagsFor(route: RoutePreloads['routes'][number]): string {
  const safe = (files: string[]) => files.filter((file) => ASSET.test(file));
  return [
    ...safe(route.css).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...safe(route.js).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}

/** A route path's pattern (`/share/:id?`) as a regular expression over a request path. */
function matcher(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (/^:\w+\?$/.test(segment)) return '(?:/[^/]+)?';
      if (/^:\w+$/.test(segment)) return '/[^/]+';
      return segment ? `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/**
 * Returns the HTML for a request path (without its query). Pages are prepared once: each is
 * index.html with its preload tags added before `</head>`.
 */
export function createAppHtml(indexHtml: string, preloads: RoutePreloads | null): (path: string) => string {
  const pages = (preloads?.routes ?? []).map((route) => {
    const tags = tagsFor(route);
    return {
      test: matcher(route.path),
      html: tags ? indexHtml.replace('</head>', `    ${tags}\n  </head>`) : indexHtml,
    };
  });
  return (path) => pages.find((page) => page.test.test(path))?.html ?? indexHtml;
}
