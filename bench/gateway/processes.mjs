// Child processes of the benchmark: the built stand-in and the built gateways, each on its own
// loopback port, with their output kept in a log file so a failure can be explained.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A port nobody listens on right now (the kernel picks it; we close and hand it to a child). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The seqnum header the stand-in requires of every caller (legacy CONTRACT). */
export function seqnum() {
  return `H5-0-${Date.now()}-${randomBytes(4).toString('hex')}`;
}

const children = new Set();

/** Stops every child still running (also on Ctrl-C and on a crash of the harness). */
export function stopAll() {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });

function start(name, file, env, root, nodeArgs = []) {
  const logFile = join(tmpdir(), `sf-bench-${name}-${process.pid}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [...nodeArgs, file], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.add(child);
  child.on('exit', () => children.delete(child));
  return { name, child, pid: child.pid, logFile };
}

function tail(logFile) {
  try {
    return readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `probe` until it resolves true; fails with the child's log when it exits or time runs out. */
async function waitUntil(proc, probe, deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited early:\n${tail(proc.logFile)}`);
    try {
      if (await probe()) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${proc.name} not ready within ${deadlineMs / 1000}s:\n${tail(proc.logFile)}`);
}

/** The built stand-in on a fresh in-memory database, its development outbox on (NODE_ENV=test). */
export async function startStandIn(root, secrets, nodeArgs = [], extraEnv = {}) {
  const port = await freePort();
  const proc = start(
    'stand-in',
    join(root, 'legacy', 'dist', 'main.js'),
    {
      NODE_ENV: 'test',
      LEGACY_PORT: String(port),
      LEGACY_HOST: '127.0.0.1',
      LEGACY_DATA_DIR: ':memory:',
      CS_SECRET: secrets.cs,
      PAY_SECRET: secrets.pay,
      ...extraEnv,
    },
    root,
    nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(
    proc,
    async () => {
      const res = await fetch(`${url}/app/health`, { headers: { seqnum: seqnum(), version: '1.2.3' } });
      return res.ok && (await res.json()).flag === 0;
    },
    90_000,
  );
  return { ...proc, url, port };
}

/**
 * One of the benchmark's own servers (a script in bench/gateway/) as a child process on a free port
 * (its PORT), ready once `healthPath` answers 2xx.
 */
async function startBenchServer(root, name, script, env, healthPath) {
  const port = await freePort();
  const proc = start(name, join(root, 'bench', 'gateway', script), { PORT: String(port), ...env }, root);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(proc, async () => (await fetch(`${url}${healthPath}`)).ok, 10_000);
  return { ...proc, url, port };
}

/** The recorded backend (backend.mjs) serving `calls`' recorded answers, as a child process. */
export async function startRecordedBackend(root, calls) {
  const file = join(tmpdir(), `sf-bench-recorded-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(calls));
  return startBenchServer(
    root,
    'recorded-backend',
    'backend.mjs',
    { RECORDED_FILE: file },
    '/__recorded/health',
  );
}

/** The bare HTTP hop (hop.mjs) in front of `targetUrl`, with a pool of `connections`, as a child process. */
export async function startHop(root, targetUrl, connections) {
  return startBenchServer(
    root,
    'plain-hop',
    'hop.mjs',
    { TARGET: targetUrl, CONNECTIONS: String(connections) },
    '/__hop/health',
  );
}

/** One built gateway in production mode with the given optimisations, pointed at `legacyUrl`. */
export async function startGateway(
  root,
  { name, optimisations, legacyUrl, secrets, nodeArgs = [], main = join(root, 'gateway', 'dist', 'main.js') },
) {
  const port = await freePort();
  const proc = start(
    `gateway-${name}`,
    main,
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LEGACY_URL: legacyUrl,
      WEB_DIST: 'none',
      CS_SECRET: secrets.cs,
      INTERNAL_TOOLS_TOKEN: secrets.internal,
      GATEWAY_OPTIMISATIONS: optimisations,
    },
    root,
    nodeArgs,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(proc, async () => (await fetch(`${url}/healthz`)).ok, 30_000);
  return { ...proc, url, port, optimisations };
}

export async function stop(proc) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (proc.child.exitCode === null && proc.child.signalCode === null) proc.child.kill('SIGKILL');
}

/** Resident memory figures of a process from /proc (kB): the peak (VmHWM) and the current (VmRSS). */
export function memory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakKb: field('VmHWM'), rssKb: field('VmRSS') };
  } catch {
    return { peakKb: NaN, rssKb: NaN };
  }
}

/**
 * Resets the peak (VmHWM) to the current resident size, so the next reading is the peak of what ran
 * in between (Linux: writing 5 to clear_refs). Returns false where that is not allowed.
 */
export function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
