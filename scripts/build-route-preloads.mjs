#!/usr/bin/env node
// Writes web/dist/route-preloads.json: for every page of the app, the scripts and stylesheets its
// lazy route chunk needs beyond what index.html already loads, and those of the shell parts that
// src/app/Layout.tsx loads lazily beside that page (the session check everywhere, the tab bar where
// it shows). The gateway names them in the HTML it serves for that path (`<link rel="modulepreload">`,
// `<link rel="stylesheet">`), so a first visit fetches the page's code together with the entry
// instead of only once the entry has run and the router has asked for it: one round trip less
// before the page can draw. And Vite's loader, finding them there, adds no links of its own while
// the first page renders (on `/`, a dozen links and three stylesheets in the middle of that render).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  entryKey,
  filesOf,
  loadRoutePathFromFile,
  loadShowsTabBar,
  pageRoutes,
  readManifest,
  shellLazyKeys,
  staticClosure,
} from './lib/webManifest.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
const manifest = readManifest(webRoot);
const routePathFromFile = await loadRoutePathFromFile(webRoot);
const showsTabBar = await loadShowsTabBar(webRoot);
const shell = shellLazyKeys(webRoot, manifest);
// The tab bar renders only on its routes (and never inside a host app, which the HTML cannot know:
// there the preloaded chunk simply goes unused); every other shell part renders on every route.
const shellFor = (path) =>
  shell.filter((key) => !key.endsWith('/TabBar.tsx') || showsTabBar(path, { hideChrome: false }));

const entry = filesOf(manifest, staticClosure(manifest, [entryKey(manifest)]));
const inIndex = new Set([...entry.js, ...entry.css]);
const routes = pageRoutes(manifest, routePathFromFile).map(({ key, path }) => {
  const files = filesOf(manifest, staticClosure(manifest, [key, ...shellFor(path)]));
  return {
    path,
    js: files.js.filter((f) => !inIndex.has(f)).map((f) => `/${f}`),
    css: files.css.filter((f) => !inIndex.has(f)).map((f) => `/${f}`),
  };
});
const out = join(webRoot, 'dist', 'route-preloads.json');
writeFileSync(out, `${JSON.stringify({ routes }, null, 1)}\n`);
console.log(`route preloads: ${routes.length} routes written to ${out}`);
