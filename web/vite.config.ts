/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { addCompileHints } from './src/build/compileHints.ts';
import { precompileDocuments } from './src/build/precompileDocuments.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In dev the gateway runs beside Vite (scripts/dev.mjs); same-origin /graphql keeps the session cookie
// first-party, exactly as in production where the gateway serves the built app.
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

// React and Apollo load on every first screen: their own long-lived chunks survive deploys that only
// change our code. antd-mobile is deliberately not grouped: a group would gather every component any
// page uses into the first load, while automatic splitting keeps each with the pages that use it.
const vendorGroups: Array<{ name: string; test: RegExp }> = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
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

// V8's explicit compile hint on the chunks every page runs at start (src/build/compileHints.ts).
const compileHints: Plugin = {
  name: 'storefront:compile-hints',
  apply: 'build',
  enforce: 'post',
  // After Vite's own passes, which rewrite chunks that import dynamically (the entry among them).
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      addCompileHints(bundle);
    },
  },
};

/** Lazily loaded chunks the app fetches ahead of need when idle (see build.modulePreload). */
const IDLE_PREFETCHED = /(^|\/)FilterPopup-[\w-]+\.js$/;

export default defineConfig(({ command }) => ({
  root: webRoot,
  plugins: [generatedDocuments, react(), compileHints],
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
    modulePreload: {
      // Code fetched ahead while the page is idle (the flight list's filter popup): Vite's loader
      // would add a link per chunk it imports, a dozen and more, in one task on the main thread. The
      // browser fetches those imports itself once the chunk arrives, off the main thread; being ahead
      // of the shopper's tap, the extra round trip costs nothing. Its stylesheets are still added.
      resolveDependencies: (filename, deps) => (IDLE_PREFETCHED.test(filename) ? [] : deps),
    },
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
