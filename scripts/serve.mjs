#!/usr/bin/env node
// Runs the built stand-in and gateway (after `pnpm build`). The stand-in is skipped when
// LEGACY_URL points the gateway at another backend. Ctrl-C stops both; if one dies, so does the other.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const legacyPort = process.env.LEGACY_PORT || '8090';
const children = [];
let stopping = false;

function start(name, file, env) {
  const child = spawn(process.execPath, [file], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`serve: ${name} exited (${signal ?? code}); stopping`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}

async function waitForLegacy(url, deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/app/health`, {
        headers: { seqnum: `H5-0-${Date.now()}-${randomBytes(4).toString('hex')}`, version: '1.2.3' },
      });
      if (res.ok && (await res.json()).flag === 0) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the stand-in did not answer at ${url} within ${deadlineMs / 1000}s`);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  if (!process.env.LEGACY_URL) {
    start('stand-in', join(root, 'legacy', 'dist', 'main.js'), { LEGACY_PORT: legacyPort });
    await waitForLegacy(`http://127.0.0.1:${legacyPort}`, 60_000);
  }
  start('gateway', join(root, 'gateway', 'dist', 'main.js'), {});
} catch (error) {
  console.error(`serve: ${error.message}`);
  stop(1);
}
