// The web build's chunk graph, read from Vite's manifest (web/dist/.vite/manifest.json): which files
// a route needs. Shared by the route preloads of the build (scripts/build-route-preloads.mjs) and the
// size budgets of the benchmark (bench/web/budgets.mjs), so both read the graph the same way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/** The parsed manifest of `webRoot`'s build; a clear error when there is no build. */
export function readManifest(webRoot) {
  const dist = join(webRoot, 'dist');
  try {
    return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new Error(`no build manifest in ${dist}/.vite (run \`pnpm build\`): ${error.message}`);
  }
}

/**
 * A module of the app's source (a path under src/), bundled with what it imports and loaded here, so
 * the build scripts decide by the app's own rules rather than copies of them.
 */
async function importAppModule(webRoot, path) {
  const { outputFiles } = await build({
    entryPoints: [join(webRoot, 'src', ...path.split('/'))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/** `routePathFromFile` from the app itself (src/app/pageRoutes.ts), so nothing here can disagree with the router. */
export async function loadRoutePathFromFile(webRoot) {
  return (await importAppModule(webRoot, 'app/pageRoutes.ts')).routePathFromFile;
}

/**
 * Manifest keys of the components src/app/Layout.tsx loads with `lazy(() => import('…'))`: the shell
 * parts (the session check, the tab bar) that render beside the page on every route or on some.
 */
export function shellLazyKeys(webRoot, manifest) {
  const source = readFileSync(join(webRoot, 'src', 'app', 'Layout.tsx'), 'utf8');
  const keys = [];
  for (const match of source.matchAll(/lazy\(\s*\(\)\s*=>\s*import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const key = new URL(match[1], 'file:///src/app/').pathname.slice(1);
    if (!manifest[key]) throw new Error(`Layout.tsx lazy-loads ${match[1]} but the manifest has no ${key}`);
    keys.push(key);
  }
  return keys;
}

/** `showsTabBar` from the app itself (src/app/shell/tabBar.ts): which routes draw the tab bar. */
export async function loadShowsTabBar(webRoot) {
  return (await importAppModule(webRoot, 'app/shell/tabBar.ts')).showsTabBar;
}

/** The manifest key of the entry (index.html). */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

/** Every page of the build as `{ key, path }`, by path. */
export function pageRoutes(manifest, routePathFromFile) {
  return Object.keys(manifest)
    .filter((key) => key.startsWith('src/pages/'))
    .map((key) => ({ key, path: routePathFromFile(key) }))
    .filter((page) => page.path !== null)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Manifest keys reachable from `roots` through static imports (the roots included). */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** The files (scripts and the stylesheets Vite attached to them) of a set of keys. */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}
