#!/usr/bin/env node
// Dev mode with hot reload: the stand-in and the gateway under `tsx watch`, the web on Vite's dev
// server (http://localhost:5173), which proxies /graphql to the gateway. Ctrl-C stops all three.
// The GraphQL sandbox (GraphiQL, gateway/sandbox) is built first when its build is missing or older
// than its sources; the gateway serves it at /graphql (`pnpm build:sandbox` rebuilds it by hand).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function sandboxIsStale() {
  const built = join(root, 'gateway', 'dist', 'sandbox', 'index.html');
  if (!existsSync(built)) return true;
  const sourceDir = join(root, 'gateway', 'sandbox');
  const sources = [
    ...readdirSync(sourceDir).map((name) => join(sourceDir, name)),
    join(root, 'gateway', 'package.json'),
    join(root, 'pnpm-lock.yaml'),
  ];
  const builtAt = statSync(built).mtimeMs;
  return sources.some((file) => existsSync(file) && statSync(file).mtimeMs > builtAt);
}

if (sandboxIsStale()) {
  console.log('dev: building the GraphQL sandbox (gateway/sandbox)');
  const build = spawnSync('pnpm', ['run', 'build:sandbox'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.error('dev: the sandbox did not build; /graphql will say so');
}
const procs = [
  ['stand-in', ['--filter', '@storefront/legacy', 'dev'], {}],
  ['gateway', ['--filter', '@storefront/gateway', 'dev'], { WEB_DIST: 'none' }],
  ['web', ['--filter', '@storefront/web', 'dev'], {}],
].map(([name, args, env]) => {
  const child = spawn('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => console.log(`dev: ${name} exited (${code})`));
  return child;
});
const stop = () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
