import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and integration tests of every package in one run. Playwright e2e lives in web/e2e and runs
// separately (scripts/test-all.mjs); it is excluded here.
export default defineConfig({
  test: {
    // Vitest's default leaves one core for itself, which on the 2-core CI machine means one worker;
    // the tests spend much of their time waiting on databases and jsdom, so two workers finish the
    // run about a fifth sooner there (measured: 524 s → 430 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'schema',
          include: ['schema/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'legacy',
          include: ['legacy/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'legacy/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Runs only when scripts/test-postgres.sh has started a real PostgreSQL and set DATABASE_URL.
        test: {
          name: 'legacy-pg',
          include: ['legacy/**/*.pg.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'gateway',
          include: ['gateway/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'gateway/**/*.redis.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Two gateway replicas on one real Redis: runs in scripts/test-redis.sh, which starts a
        // throw-away redis-server and sets REDIS_URL (the tests that need it are skipped without).
        test: {
          name: 'gateway-redis',
          include: ['gateway/**/*.redis.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'web/vitest.config.ts',
    ],
  },
});
