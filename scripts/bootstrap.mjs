#!/usr/bin/env node
// `npm start` and `npm test` on a fresh machine with only Node 20 and npm: installs pnpm (the
// version in package.json) and the workspace's dependencies when missing, Debian's chromium for
// the browser tests, then hands over to the pnpm script. Plain Node, no dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm');

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function versionOf(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function ensurePnpm() {
  if (versionOf('pnpm') === wanted) return 'pnpm';
  if (existsSync(localPnpm) && versionOf(localPnpm) === wanted) return localPnpm;
  console.log(`bootstrap: installing pnpm ${wanted}`);
  // Corepack's download does not work everywhere; npm's registry does. Global first, else local.
  if (run('npm', ['install', '--global', `pnpm@${wanted}`]) === 0 && versionOf('pnpm') === wanted) return 'pnpm';
  if (run('npm', ['install', '--no-save', '--prefix', join(root, '.tools'), `pnpm@${wanted}`]) === 0) return localPnpm;
  throw new Error(`could not install pnpm ${wanted} with npm`);
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return;
  // A CJK font too: without one every Chinese character renders as a box in screenshots.
  console.log('bootstrap: installing Debian chromium (and a Chinese font) for the browser tests');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (apt('update') !== 0 || apt('install', '-y', '--no-install-recommends', 'chromium', 'fonts-wqy-microhei') !== 0) {
    throw new Error('could not install chromium with apt-get; install it and run again');
  }
}

try {
  const pnpm = ensurePnpm();
  // The workspace's own scripts call `pnpm` by name: a locally installed one must be on their PATH.
  if (pnpm === localPnpm) process.env.PATH = `${dirname(localPnpm)}${delimiter}${process.env.PATH ?? ''}`;
  // Fast when nothing changed; on a fresh clone it installs exactly what the lockfile says.
  if (run(pnpm, ['install', '--frozen-lockfile']) !== 0) process.exit(1);
  if (mode === 'test') ensureChromium();
  const script = mode === 'start' ? ['run', 'build'] : ['run', 'test:all'];
  let status = run(pnpm, script);
  if (mode === 'start' && status === 0) status = run(process.execPath, [join(root, 'scripts', 'serve.mjs')]);
  process.exit(status);
} catch (error) {
  console.error(`bootstrap: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
