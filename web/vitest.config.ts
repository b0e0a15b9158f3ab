import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // antd-mobile's CommonJS entry pulls CSS through require(); the ES build works under vitest.
    alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es' }],
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    css: false,
    // jsdom gaps antd-mobile relies on, the React 19 renderer for Toast/Dialog, and DOM cleanup.
    setupFiles: ['src/test/setup.ts'],
    // One module graph and jsdom per worker instead of one per file: each file evaluating antd-mobile
    // and React afresh cost most of the run (measured on 2 busy cores: 468 s isolated, 93 s shared).
    // src/test/setup.ts resets storage and the URL before each file.
    isolate: false,
    // The default 5 s is short on a loaded 2-core machine; no test waits on purpose.
    testTimeout: 15_000,
  },
});
