/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { routePathFromFile } from './src/app/pageRoutes.ts';
import { showsTabBar } from './src/app/shell/tabBar.ts';
import { precompileDocuments } from './src/build/precompileDocuments.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In dev the gateway runs beside Vite (scripts/dev.mjs); same-origin /graphql keeps the session cookie
// first-party, exactly as in production where the gateway serves the built app.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

// React and Apollo load on every first screen: their own long-lived chunks survive deploys that only
// change our code. antd-mobile is deliberately not grouped: a group would gather every component any
// page uses into the first load, while automatic splitting keeps each with the pages that use it.
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|graphql|@wry|optimism|ts-invariant|zen-observable[^\\/]*|tslib|rehackt)[\\/]/,
  },
];

// The generated operations module's `gql` templates become document literals in the build, so the
// browser neither parses every operation at start nor downloads graphql-js's parser to do it.
const generatedDocuments: Plugin = {
  name: 'storefront:precompile-documents',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]src[\\/]__generated__[\\/]graphql\.ts$/.test(id)) return null;
    return { code: precompileDocuments(code).code, map: null };
  },
};

// Every page is a lazy chunk the router asks for only once the entry has run. For the page the
// visit lands on, a small script in index.html starts those downloads at once, beside the entry's:
// the page's chunk, the chunks it imports that the entry does not, its CSS (as a preload: Vite's
// loader still inserts the stylesheets in its order) and, on tab-bar pages, the shell's tab bar.
const landingPagePreloads: Plugin = {
  name: 'storefront:landing-page-preloads',
  apply: 'build',
  // After Vite has written its tags into index.html, so the script can go between the entry's
  // module preloads (which it must not delay) and the stylesheets (an inline script after those
  // would wait for them to load).
  enforce: 'post',
  generateBundle(_options, bundle) {
    const html = bundle['index.html'];
    if (!html || html.type !== 'asset') return;
    const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    const byModule = (suffix: string) => chunks.find((c) => c.facadeModuleId?.endsWith(suffix));
    const closure = (chunk: Rolldown.OutputChunk, into: Set<string>) => {
      if (into.has(chunk.fileName)) return into;
      into.add(chunk.fileName);
      for (const file of chunk.imports) closure(bundle[file] as Rolldown.OutputChunk, into);
      return into;
    };
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) return;
    const loaded = closure(entry, new Set());
    const shell = ['/src/app/shell/SessionCheck.tsx'];
    const tabBar = '/src/app/shell/TabBar.tsx';

    const files: string[] = [];
    const index = (file: string) => {
      const i = files.indexOf(file);
      return i >= 0 ? i : files.push(file) - 1;
    };
    const routes: Record<string, number[]> = {};
    for (const chunk of chunks) {
      const match = /[\\/](src[\\/]pages[\\/].+\.tsx)$/.exec(chunk.facadeModuleId ?? '');
      const path = match ? routePathFromFile(match[1]!.replace(/\\/g, '/')) : null;
      // Parameterised paths (/share/:id?) would need matching at run time; they are rare landings.
      if (!path || path.includes(':')) continue;
      const roots = [chunk, ...shell.map(byModule)];
      if (showsTabBar(path, { hideChrome: false })) roots.push(byModule(tabBar));
      const js = new Set<string>();
      for (const root of roots) if (root) closure(root, js);
      const css = new Set<string>();
      for (const file of js) {
        const meta = (bundle[file] as Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } })
          .viteMetadata;
        for (const sheet of meta?.importedCss ?? []) css.add(sheet);
      }
      routes[path] = [...js]
        .filter((f) => !loaded.has(f))
        .concat([...css])
        .map(index);
    }
    const script =
      `<script>(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(routes)},` +
      `l=r[location.pathname.replace(/\\/+$/,'')||'/'];if(!l)return;` +
      `l.forEach(function(i){var e=document.createElement('link'),n=f[i];` +
      `if(/\\.css$/.test(n)){e.rel='preload';e.as='style'}else e.rel='modulepreload';` +
      `e.crossOrigin='';e.href='/'+n;document.head.appendChild(e)})})()</script>\n`;
    const source = String(html.source);
    const at = source.search(/<link rel="stylesheet"|<\/head>/);
    html.source = source.slice(0, at) + script + '    ' + source.slice(at);
  },
};

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [generatedDocuments, react(), landingPagePreloads],
  // Apollo Client keeps its development checks and messages behind `globalThis.__DEV__`: off in the
  // production build (Apollo's documented switch), on under `vite dev` and in the tests.
  define: command === 'build' ? { 'globalThis.__DEV__': 'false' } : {},
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/healthz': { target: gateway, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/healthz': { target: gateway, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web reads the chunk graph from dist/.vite/manifest.json to check the size budgets.
    manifest: true,
    target: 'es2020',
    // antd-mobile's first-screen share is about 150 kB before gzip; warn only beyond that.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: {
        // antd-mobile marks its barrel as side-effectful only because it imports './global' (the CSS
        // variables), which main.tsx imports itself. Left as is, the barrel drags every component any
        // page uses into the first load.
        moduleSideEffects: [{ test: /antd-mobile[\\/]es[\\/]index\.js$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: vendorGroups.map((g, i) => ({ ...g, priority: vendorGroups.length - i })),
        },
      },
    },
  },
}));
