#!/usr/bin/env node
// Every check and test the project has, in the order that fails fastest, then one summary line
// ("N passed, M failed") that CI reads. Used by `npm test` after bootstrap.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
// The failing tests by name, repeated after the summary: CI shows only the end of the output.
const failedTests = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${r.status ?? r.signal})`} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (!ok) failures.push(name);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== 'failed') continue;
      const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200);
      failedTests.push(`${relative(root, file.name)} › ${t.fullName}${why ? ` — ${why}` : ''}`);
    }
  }
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.stats?.expected ?? 0;
  failed += (r.stats?.unexpected ?? 0) + (r.stats?.flaky ?? 0);
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected' || t.status === 'skipped') continue;
        failedTests.push(`${spec.file} › ${[...path, spec.title].join(' › ')} (${t.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return true;
}

const pnpm = 'pnpm';
const checks = [
  ['generated code matches schema and operations', ['run', 'codegen:check']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
];
for (const [name, args] of checks) step(name, pnpm, args);

const unitJson = join(reports, 'vitest.json');
step('unit and integration tests (vitest)', pnpm, [
  'exec', 'vitest', 'run', '--project', 'schema', '--project', 'legacy', '--project', 'gateway', '--project', 'web',
  '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`,
]);
if (!countVitest(unitJson)) failures.push('vitest wrote no report');

const pgJson = join(reports, 'vitest-pg.json');
step('stand-in on a real PostgreSQL server', 'bash', ['scripts/test-postgres.sh'], { VITEST_JSON: pgJson });
if (!countVitest(pgJson)) failures.push('postgres run wrote no report');

const redisJson = join(reports, 'vitest-redis.json');
step('gateway replicas on a real Redis server', 'bash', ['scripts/test-redis.sh'], { VITEST_JSON: redisJson });
if (!countVitest(redisJson)) failures.push('redis run wrote no report');

if (step('production build', pnpm, ['run', 'build'])) {
  step('no server secret in the browser bundle', process.execPath, ['scripts/check-bundle.mjs']);
  const e2eJson = join(reports, 'playwright.json');
  step('browser journeys (Playwright, Debian chromium)', pnpm, ['run', 'test:e2e'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  if (!countPlaywright(e2eJson)) failures.push('playwright wrote no report');
}

console.log('');
if (failedTests.length) console.log(`failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`failed steps: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
