/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_INTERNAL_TOKEN } from './e2e/internalToken.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Two runs on one machine (a developer beside CI) pick other ports through these.
const port = process.env.E2E_PORT ?? '18080';
const legacyPort = process.env.E2E_LEGACY_PORT ?? '18090';

// The journeys run against the BUILT app served by the gateway, with the legacy stand-in behind it on
// an in-memory database: what ships is what is tested. `pnpm build` first.
export default defineConfig({
  testDir: './e2e',
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.mjs sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the journeys in its summary line.
  reporter: [
    ['list'],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
  ],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        timezoneId: 'Asia/Shanghai',
        launchOptions: {
          // Debian's chromium: Playwright cannot download its own here. As root it needs --no-sandbox,
          // and the background services would try to reach the internet.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/healthz`,
    env: {
      PORT: port,
      LEGACY_PORT: legacyPort,
      LEGACY_DATA_DIR: ':memory:',
      NODE_ENV: 'test',
      // As in production: the app may run only the operations the build shipped (by id). The tests'
      // own setup calls (helpers.ts graphql) are an internal tool with its credential.
      PERSISTED_OPERATIONS_REQUIRED: '1',
      INTERNAL_TOOLS_TOKEN: E2E_INTERNAL_TOKEN,
      // Every journey logs in from 127.0.0.1: the per-client budgets are the only ones raised.
      RATE_SEND_CODE_PER_CLIENT: '100000/3600',
      RATE_PASSWORD_PER_CLIENT: '100000/900',
      RATE_CODE_PER_CLIENT: '100000/900',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
