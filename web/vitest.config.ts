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
  },
});
