/// <reference types="node" />
// Builds the GraphQL sandbox (main.tsx) into gateway/dist/sandbox: index.html, which the gateway
// answers GET /graphql with, and hashed files under assets/, served at /graphql/sandbox/assets/
// (src/http/sandbox.ts). Run through `pnpm build:sandbox`; the root `pnpm build` and `pnpm dev` do.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** Where the gateway serves the built files: SANDBOX_BASE of src/http/sandbox.ts (its test checks). */
const SANDBOX_BASE = '/graphql/sandbox/';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: SANDBOX_BASE,
  // Nothing of the shopper's app: no public folder, no env files.
  publicDir: false,
  envDir: false,
  logLevel: 'warn',
  worker: { format: 'es' },
  // React's production build whatever NODE_ENV the caller has (vitest sets `test`): the sandbox test
  // checks the same files `pnpm build` ships.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('../dist/sandbox', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Monaco is large and loads once per visit of an internal tool: no size warnings, no source maps.
    chunkSizeWarningLimit: 8000,
    sourcemap: false,
    // Every asset a file of its own (Monaco's icon font too), none inlined as a data: URL.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      onwarn(warning, warn) {
        // framer-motion's "use client" lines mean nothing outside a server-components build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
