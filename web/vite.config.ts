/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
});
