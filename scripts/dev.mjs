#!/usr/bin/env node
// Dev mode with hot reload: the stand-in and the gateway under `tsx watch`, the web on Vite's dev
// server (http://localhost:5173), which proxies /graphql to the gateway. Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
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
