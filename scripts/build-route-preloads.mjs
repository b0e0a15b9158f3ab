#!/usr/bin/env node
// Writes web/dist/route-preloads.json: for every page of the app, the scripts and stylesheets its
// lazy route chunk needs beyond what index.html already loads. The gateway names them in the HTML
// it serves for that path (`<link rel="modulepreload">`, `<link rel="stylesheet">`), so a first
// visit fetches the page's code together with the entry instead of only once the entry has run and
// the router has asked for it: one round trip less before the page can draw.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  entryKey,
  filesOf,
  loadRoutePathFromFile,
  pageRoutes,
  readManifest,
  staticClosure,
} from './lib/webManifest.mjs';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
const manifest = readManifest(webRoot);
const routePathFromFile = await loadRoutePathFromFile(webRoot);

const entry = filesOf(manifest, staticClosure(manifest, [entryKey(manifest)]));
const inIndex = new Set([...entry.js, ...entry.css]);
const routes = pageRoutes(manifest, routePathFromFile).map(({ key, path }) => {
  const files = filesOf(manifest, staticClosure(manifest, [key]));
  return {
    path,
    js: files.js.filter((f) => !inIndex.has(f)).map((f) => `/${f}`),
    css: files.css.filter((f) => !inIndex.has(f)).map((f) => `/${f}`),
  };
});
const out = join(webRoot, 'dist', 'route-preloads.json');
writeFileSync(out, `${JSON.stringify({ routes }, null, 1)}\n`);
console.log(`route preloads: ${routes.length} routes written to ${out}`);
