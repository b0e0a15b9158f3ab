// Size budgets of the production build, read from Vite's manifest (web/dist/.vite/manifest.json).
//
// First load of `/`: every chunk the browser must run before the home's first screen, namely
//   - the entry (index.html) and everything it imports statically,
//   - the `/` page chunk and its static imports (routes are lazy: src/app/router.tsx),
//   - the shell parts Layout.tsx loads with React.lazy (the tab bar, the session check), which
//     render on `/` beside the page,
// each with its static imports, counted once. Route chunks: every page file under src/pages/ is a
// route (same rule as src/app/pageRoutes.ts, read from there), so new pages are picked up with no edit
// here. For each route we report its own chunk (JS + the CSS Vite attached to it; this is what the
// route budget holds) and, for information, what a navigation to it loads beyond the first load
// (its own chunk plus the shared chunks it imports that the first load did not bring).
//
// Sizes are gzip at zlib's default level (what Vite's build report uses), in kB of 1000 bytes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKey as findEntry,
  filesOf as filesOfKeys,
  loadRoutePathFromFile,
  pageRoutes,
  readManifest,
  shellLazyKeys,
  staticClosure,
} from '../../scripts/lib/webManifest.mjs';

export const BUDGETS = {
  /**
   * First-load JS of `/`, gzipped: issue 22's goal with React 19 in production (it was 150 kB on
   * Preact, whose runtime was 58 kB smaller).
   */
  firstLoadJs: 200_000,
  /** A route's own chunk, JS + its CSS, gzipped (what a navigation adds is reported beside it). */
  route: 50_000,
};

/**
 * @param {{ webRoot: string }} options
 * @returns the first load, the routes, and the budget failures (empty when all pass)
 */
export async function measureBudgets({ webRoot }) {
  const dist = join(webRoot, 'dist');
  const manifest = readManifest(webRoot);
  const routePathFromFile = await loadRoutePathFromFile(webRoot);

  const gzCache = new Map();
  const gz = (file) => {
    let size = gzCache.get(file);
    if (size === undefined) {
      const bytes = readFileSync(join(dist, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      gzCache.set(file, size);
    }
    return size;
  };

  const closure = (roots) => staticClosure(manifest, roots);
  const filesOf = (keys) => filesOfKeys(manifest, keys);
  const sum = (files) => files.reduce((total, file) => total + gz(file).gzip, 0);
  const sumRaw = (files) => files.reduce((total, file) => total + gz(file).raw, 0);

  const entryKey = findEntry(manifest);
  const pages = pageRoutes(manifest, routePathFromFile);
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('no page for / in the manifest');

  const shell = shellLazyKeys(webRoot, manifest);
  const firstKeys = closure([entryKey, home.key, ...shell]);
  const first = filesOf(firstKeys);
  const firstLoad = {
    roots: [entryKey, home.key, ...shell],
    jsGzip: sum(first.js),
    jsRaw: sumRaw(first.js),
    cssGzip: sum(first.css),
    files: [...first.js, ...first.css].map((file) => ({ file, ...gz(file) })).sort((a, b) => b.gzip - a.gzip),
  };

  const firstFiles = new Set([...first.js, ...first.css]);
  const routes = pages.map(({ key, path }) => {
    const own = manifest[key];
    const ownCss = own.css ?? [];
    const reach = filesOf(closure([key]));
    const added = [...reach.js, ...reach.css].filter((file) => !firstFiles.has(file));
    return {
      path,
      source: key,
      chunk: own.file,
      ownJsGzip: gz(own.file).gzip,
      ownCssGzip: sum(ownCss),
      navigationGzip: sum(added),
      navigationFiles: added.length,
    };
  });

  const failures = [];
  if (firstLoad.jsGzip > BUDGETS.firstLoadJs) {
    const top = firstLoad.files
      .filter((f) => f.file.endsWith('.js'))
      .slice(0, 3)
      .map((f) => `${f.file} ${kb(f.gzip)}`)
      .join(', ');
    failures.push(
      `first-load JS of / is ${kb(firstLoad.jsGzip)} gzipped, over the ${kb(BUDGETS.firstLoadJs)} budget (largest: ${top})`,
    );
  }
  const warnings = [];
  for (const route of routes) {
    const own = route.ownJsGzip + route.ownCssGzip;
    if (own > BUDGETS.route)
      failures.push(
        `route ${route.path}: its chunk ${route.chunk} (${route.source}) is ${kb(own)} gzipped with its CSS, over the ${kb(BUDGETS.route)} budget`,
      );
    else if (route.navigationGzip > BUDGETS.route)
      warnings.push(
        `route ${route.path} loads ${kb(route.navigationGzip)} beyond the first load (shared chunks included)`,
      );
  }
  return { budgets: BUDGETS, firstLoad, routes, failures, warnings };
}

export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The tables, as text. */
export function formatBudgets({ firstLoad, routes }) {
  const lines = [];
  lines.push(
    `First load of / (gzip): JS ${kb(firstLoad.jsGzip)} (budget ${kb(BUDGETS.firstLoadJs)}), CSS ${kb(firstLoad.cssGzip)}`,
  );
  lines.push(`  roots: ${firstLoad.roots.join(', ')}`);
  for (const f of firstLoad.files) lines.push(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
  lines.push('');
  lines.push(
    `Routes (gzip; budget ${kb(BUDGETS.route)} for the route's own chunk, JS + CSS; "navigation" = all a visit loads beyond the first load)`,
  );
  const header = ['route', 'own JS', 'own CSS', 'navigation', 'files'];
  const rows = routes.map((r) => [
    r.path,
    kb(r.ownJsGzip),
    kb(r.ownCssGzip),
    `${r.navigationGzip > BUDGETS.route ? '*' : ''}${kb(r.navigationGzip)}`,
    String(r.navigationFiles),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const fmt = (row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  lines.push(`  ${fmt(header)}`);
  for (const row of rows) lines.push(`  ${fmt(row)}`);
  return lines.join('\n');
}
