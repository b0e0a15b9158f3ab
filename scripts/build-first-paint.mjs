#!/usr/bin/env node
// Writes web/dist/first-paint.json: the HTML of `/` with the still picture of the home's top, drawn by
// the app's own components (web/src/build/firstPaint.tsx), in two variants (with and without the
// open-app bar). The entry script and every module preload of `/` leave the head: the still's boot
// script fetches them once the still has painted. The gateway serves it for `/` with the live banner
// and notice advert filled in (gateway/src/http/firstPaint.ts). Runs after build-route-preloads.mjs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..', 'web');
const dist = join(webRoot, 'dist');

// The still's module, for Node: its stylesheets are the build's already, its packages come from
// web/node_modules (so the bundle sits inside web/, where Node resolves them).
const cache = join(webRoot, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const outfile = join(cache, 'sf-first-paint.mjs');
await build({
  entryPoints: [join(webRoot, 'src', 'build', 'firstPaint.tsx')],
  bundle: true,
  outfile,
  format: 'esm',
  platform: 'node',
  // npm packages load from web/node_modules as they are (one React); our own workspace packages are
  // TypeScript sources and are bundled.
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@storefront/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  logLevel: 'warning',
});
const { renderFirstPaintStills, firstPaintBootScript, FIRST_PAINT_FILE } = await import(
  pathToFileURL(outfile).href,
);

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

const index = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = ENTRY_SCRIPT.exec(index);
if (!entry) throw new Error('index.html has no entry script as Vite writes it');
if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
const home = JSON.parse(readFileSync(join(dist, 'route-preloads.json'), 'utf8')).routes.find(
  (route) => route.path === '/',
) ?? { js: [], css: [] };
const preloads = [...[...index.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...home.js];
const styles = home.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('\n    ');
const boot = firstPaintBootScript(entry[1], preloads);

const page = (still) =>
  index
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', `${styles ? `    ${styles}\n` : ''}  </head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>\n${still}\n<script>${boot}</script>`);

const stills = renderFirstPaintStills();
const out = join(dist, FIRST_PAINT_FILE);
writeFileSync(
  out,
  `${JSON.stringify({ withOpenAppBar: page(stills.withOpenAppBar), plain: page(stills.plain) })}\n`,
);
console.log(`first paint: / with the still written to ${out}`);
