#!/usr/bin/env node
// pnpm bench:gateway — the gateway benchmark of issue 5 §1, in one run on loopback:
//   1. the built stand-in (on a throw-away PostgreSQL cluster, or its embedded PGlite) and, per
//      configuration, a built production gateway;
//   2. a fresh member with 20+ flight orders, booked through the gateway;
//   3. for each case, the upstream calls of one run recorded through a proxy, to replay them straight
//      at the stand-in ("direct": the same work without the gateway);
//   4. per case: direct, then each gateway configuration, closed loop at a fixed concurrency
//      (warm-up, then measured);
//   5. goal (a): `me` paced at half the full gateway's maximum, through the gateway, direct, and
//      through a bare Node HTTP hop (hop.mjs: the floor under any gateway here), in alternating
//      one-second turns (so the machine's own noise falls on all alike);
//   6. a table on stdout and everything in bench/results/gateway.json.
// Settings (env): BENCH_CONCURRENCY (16), BENCH_WARMUP (3 s), BENCH_SECONDS (8 s),
// BENCH_CONFIGS (none,documentCache,dataLoader,keepAlive,all), BENCH_CASES (me,home,orders,flights),
// BENCH_OUTPUT (bench/results/gateway.json), BENCH_DB (postgres, or pglite: the stand-in's database),
// BENCH_GATEWAY_NODE_ARGS (extra `node` flags for every measured gateway, space-separated: to try
// V8 settings; empty by default), BENCH_TRACE (a file for goal (a)'s every operation: side 0 the
// gateway, 1 direct, 2 the bare hop; start in µs of CLOCK_MONOTONIC; latency ms — to line up with `perf sched`).
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, relative } from 'node:path';
import { CASES, gatewayOperation, loadManifest, prepareCase } from './cases.mjs';
import { undici, text } from './http.mjs';
import { alternatingPaced, closedLoop } from './load.mjs';
import { GATEWAY_MAIN, LEGACY_MAIN, MANIFEST, RESULTS, ROOT } from './paths.mjs';
import {
  memory,
  resetPeak,
  startGateway,
  startHop,
  startRecordedBackend,
  startStandIn,
  stop,
} from './processes.mjs';
import { setUpMember } from './setup.mjs';
import { renderTable } from './report.mjs';
import { replayer, startRecordingProxy, waves } from './upstream.mjs';

function numberSetting(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

function listSetting(name, fallback) {
  const raw = process.env[name];
  return raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : fallback;
}

/** The gateway's default upstream pool size (gateway/src/config.ts UPSTREAM_CONNECTIONS). */
const DIRECT_MAX_CONNECTIONS = 64;
/** Goal (a)'s turns: gateway, direct and the bare hop alternate a second at a time. */
const HALF_LOAD_SLICE_MS = 1000;
const CONFIGS = ['none', 'documentCache', 'dataLoader', 'keepAlive', 'all'];
const settings = {
  concurrency: Math.max(1, Math.round(numberSetting('BENCH_CONCURRENCY', 16))),
  warmupSeconds: numberSetting('BENCH_WARMUP', 3),
  seconds: Math.max(0.5, numberSetting('BENCH_SECONDS', 8)),
  configs: listSetting('BENCH_CONFIGS', CONFIGS),
  cases: listSetting(
    'BENCH_CASES',
    CASES.map((c) => c.key),
  ),
  backend: process.env.BENCH_BACKEND || 'stand-in',
  gatewayNodeArgs: (process.env.BENCH_GATEWAY_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  output: process.env.BENCH_OUTPUT || null,
};
if (!['stand-in', 'recorded'].includes(settings.backend))
  throw new Error(`BENCH_BACKEND: "${settings.backend}" is neither stand-in nor recorded`);
// The stand-in's database. PostgreSQL by default, as a real backend has a database server: PGlite runs
// the whole database inside the stand-in's one JavaScript thread, so the stand-in cannot use the
// second core and costs several times the CPU per query. With the recorded backend it only serves
// the recording, so the embedded one does.
settings.db = process.env.BENCH_DB || (settings.backend === 'recorded' ? 'pglite' : 'postgres');
if (!['postgres', 'pglite'].includes(settings.db))
  throw new Error(`BENCH_DB: "${settings.db}" is neither postgres nor pglite`);
// The recorded backend's figures, and the stand-in's on PGlite, answer other questions; they never
// overwrite the default run's.
settings.output ??=
  settings.backend === 'recorded'
    ? RESULTS.replace(/\.json$/, '-recorded-backend.json')
    : settings.db === 'pglite'
      ? RESULTS.replace(/\.json$/, '-pglite.json')
      : RESULTS;
if (settings.db === 'postgres' && !process.env.PG_SERVER_PID) {
  // Again, next to a throw-away cluster (it exports DATABASE_URL and PG_SERVER_PID, and removes the
  // cluster afterwards).
  const again = spawnSync(
    'bash',
    [`${ROOT}/scripts/with-postgres.sh`, process.execPath, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, PG_TEST_PORT: process.env.PG_TEST_PORT || '55433' },
    },
  );
  if (again.status !== 0)
    process.stderr.write(
      'bench: if PostgreSQL cannot be installed or started here, BENCH_DB=pglite runs the stand-in on its embedded database\n',
    );
  process.exit(again.status ?? 1);
}
for (const c of settings.configs)
  if (!CONFIGS.includes(c)) throw new Error(`BENCH_CONFIGS: unknown "${c}" (known: ${CONFIGS.join(', ')})`);
const cases = CASES.filter((c) => settings.cases.includes(c.key));
if (cases.length === 0) throw new Error(`BENCH_CASES: none of ${settings.cases.join(',')} is a case`);

for (const file of [GATEWAY_MAIN, LEGACY_MAIN, MANIFEST])
  if (!existsSync(file)) throw new Error(`${relative(ROOT, file)} is missing: run \`pnpm build\` first`);

const log = (line) => process.stderr.write(`bench: ${line}\n`);

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((v) => Math.round(v * 100) / 100),
  };
}

/** The fields of /proc/<pid>/stat after the command name ([1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime). */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time of a process so far, in ms (utime + stime, at 100 ticks/s). */
function cpuMs(pid) {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/**
 * The whole machine's busy CPU time so far, in ms summed over its cores (/proc/stat: user, nice,
 * system, irq, softirq and steal; not idle or iowait), whoever spent it: our processes, the kernel,
 * anything else on the VM. Goal (a) divides it by each side's turns to say how busy the machine was.
 */
function machineBusyMs() {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n', 1)[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) * 10;
  } catch {
    return NaN;
  }
}

/**
 * CPU time of a PostgreSQL server so far, in ms: the postmaster's own, its reaped children's (cutime,
 * cstime: backends that ended) and its live children's (the backends serving the stand-in now).
 */
function clusterCpuMs(postmasterPid) {
  try {
    const own = statFields(postmasterPid);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = statFields(entry);
        if (fields[1] === String(postmasterPid)) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // ended between the listing and the read: its time is in the postmaster's cutime now
      }
    }
    return ticks * 10;
  } catch {
    return NaN;
  }
}

/** Sum of the gateway's upstream attempt counter (every HTTP attempt to the backend). */
async function upstreamCallsSoFar(gatewayUrl) {
  const res = await undici.request(`${gatewayUrl}/metrics`);
  let total = 0;
  for (const line of (await text(res)).split('\n'))
    if (line.startsWith('gateway_upstream_calls_total{'))
      total += Number(line.slice(line.lastIndexOf(' ') + 1));
  return total;
}

const round = (v, digits = 2) => (Number.isFinite(v) ? Math.round(v * 10 ** digits) / 10 ** digits : null);

async function main() {
  const startedAt = new Date();
  const facts = machine();
  const warmupMs = settings.warmupSeconds * 1000;
  const durationMs = settings.seconds * 1000;
  const manifest = loadManifest();
  const secrets = {
    cs: randomBytes(24).toString('hex'),
    pay: randomBytes(24).toString('hex'),
    internal: randomBytes(24).toString('hex'),
  };
  log(
    `concurrency ${settings.concurrency}, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s measured, ` +
      `configurations: direct, ${settings.configs.join(', ')}; load average ${facts.loadAverageAtStart.join(' ')}`,
  );

  const onPostgres = settings.db === 'postgres';
  const standIn = await startStandIn(
    ROOT,
    secrets,
    [],
    onPostgres ? { DATABASE_URL: process.env.DATABASE_URL } : {},
  );
  // The stand-in's CPU, and its database server's when that is a process of its own.
  const postmaster = onPostgres ? Number(process.env.PG_SERVER_PID) : null;
  standIn.cpuMs = () => cpuMs(standIn.pid) + (postmaster ? clusterCpuMs(postmaster) : 0);
  log(`stand-in on ${standIn.url} (${onPostgres ? 'PostgreSQL' : 'PGlite'})`);
  const gateways = new Map();
  const direct = new Map();
  let recordedBackend = null;
  // Stopped in the finally below too, so that a failed setup ends the run instead of hanging it.
  let proxy = null;
  let recorderGateway = null;
  let hop = null;
  const results = { cases: {}, goals: {} };

  try {
    // Data and recordings, through a gateway with every optimisation, behind the recording proxy.
    proxy = await startRecordingProxy(standIn.url);
    recorderGateway = await startGateway(ROOT, {
      name: 'recorder',
      optimisations: 'all',
      legacyUrl: proxy.url,
      secrets,
    });
    const member = await setUpMember({
      gatewayUrl: recorderGateway.url,
      legacyUrl: standIn.url,
      internalToken: secrets.internal,
    });
    log(`member ${member.mobile} with ${member.orders.length} flight orders`);
    for (const kase of cases) {
      const op = manifest(kase.operation);
      const prepared = await prepareCase(recorderGateway.url, kase, op, member.cookies);
      const pool = new undici.Pool(recorderGateway.url, { connections: 1 });
      const once = gatewayOperation(pool, prepared);
      if (!(await once())) throw new Error(`${kase.title}: the warm-up request failed`);
      const calls = await proxy.record(async () => {
        if (!(await once())) throw new Error(`${kase.title}: the recorded request failed`);
      });
      await pool.close();
      const grouped = waves(calls);
      const distinct = new Set(calls.map((c) => `${c.method} ${c.path}`)).size;
      direct.set(kase.key, grouped);
      results.cases[kase.key] = {
        title: kase.title,
        operation: op.name,
        operationId: op.id,
        variables: kase.variables(),
        resources: kase.resources,
        upstream: {
          calls: calls.length,
          distinct,
          waves: grouped.map((wave) =>
            wave.map((c) => ({
              method: c.method,
              path: c.path,
              status: c.status,
              responseBytes: c.responseBytes,
              ms: round(c.end - c.start),
            })),
          ),
        },
        runs: {},
      };
      log(
        `${kase.title}: ${calls.length} upstream call(s) in ${grouped.length} wave(s): ` +
          grouped.map((w) => w.map((c) => c.path.split('?')[0]).join(' + ')).join(' → '),
      );
    }
    await stop(recorderGateway);
    await proxy.close();

    // What the measured runs call: the stand-in, or a backend answering the recorded calls at once.
    let backend = { ...standIn, role: 'standIn' };
    if (settings.backend === 'recorded') {
      const recorded = [...direct.values()].flat(2);
      const started = await startRecordedBackend(ROOT, recorded);
      backend = { ...started, role: 'backend', cpuMs: () => cpuMs(started.pid) };
      recordedBackend = backend;
      log(`recorded backend on ${backend.url} (${recorded.length} recorded answers)`);
    }

    for (const name of settings.configs) {
      const gateway = await startGateway(ROOT, {
        name,
        optimisations: name,
        legacyUrl: backend.url,
        secrets,
        nodeArgs: settings.gatewayNodeArgs,
      });
      gateway.prepared = new Map();
      for (const kase of cases)
        gateway.prepared.set(
          kase.key,
          await prepareCase(gateway.url, kase, manifest(kase.operation), member.cookies),
        );
      gateways.set(name, gateway);
      log(`gateway "${name}" on ${gateway.url}`);
    }

    const run = async (label, operation, loadOptions, processes) => {
      const before = processes.map((p) => ({ cpu: p.cpuMs() }));
      const client = process.cpuUsage();
      const out = await closedLoop({
        operation,
        warmupMs,
        durationMs,
        ...loadOptions,
      });
      const clientCpu = process.cpuUsage(client);
      out.clientCpuMsPerOp = round((clientCpu.user + clientCpu.system) / 1000 / out.sentTotal, 3);
      processes.forEach((p, i) => {
        out[`${p.role}CpuMsPerOp`] = round((p.cpuMs() - before[i].cpu) / out.sentTotal, 3);
      });
      log(
        `  ${label}: ${Math.round(out.rps)} req/s, p50 ${round(out.latencyMs.p50)} ms, p99 ${round(out.latencyMs.p99)} ms` +
          (out.failed ? `, ${out.failed} FAILED` : ''),
      );
      return out;
    };

    const runDirect = async (kase, loadOptions) => {
      const grouped = direct.get(kase.key);
      // As many connections as the operations can use at once, up to the gateway's own pool size
      // (UPSTREAM_CONNECTIONS, 64 by default), so neither side gets more sockets to the stand-in.
      const widest = Math.max(1, ...grouped.map((w) => w.length));
      const replay = replayer(backend.url, grouped, {
        connections: Math.min(settings.concurrency * widest, DIRECT_MAX_CONNECTIONS),
      });
      try {
        const out = await run(`${kase.key} direct`, () => replay.operation(), loadOptions, [backend]);
        out.upstreamCallsPerOp = replay.calls;
        return out;
      } finally {
        await replay.close();
      }
    };

    const runGateway = async (kase, name, loadOptions) => {
      const gateway = gateways.get(name);
      const pool = new undici.Pool(gateway.url, { connections: settings.concurrency, pipelining: 1 });
      const peakResettable = resetPeak(gateway.pid);
      const callsBefore = await upstreamCallsSoFar(gateway.url);
      try {
        const out = await run(
          `${kase.key} ${name}`,
          gatewayOperation(pool, gateway.prepared.get(kase.key)),
          loadOptions,
          [{ role: 'gateway', cpuMs: () => cpuMs(gateway.pid) }, backend],
        );
        out.upstreamCallsPerOp = round(
          ((await upstreamCallsSoFar(gateway.url)) - callsBefore) / out.sentTotal,
          3,
        );
        const mem = memory(gateway.pid);
        out.gatewayPeakMb = round(mem.peakKb / 1024, 1);
        out.gatewayRssMb = round(mem.rssKb / 1024, 1);
        out.peakIs = peakResettable ? 'this run' : 'process lifetime';
        out.responseBytes = gateway.prepared.get(kase.key).responseBytes;
        return out;
      } finally {
        await pool.close();
      }
    };

    const closed = { concurrency: settings.concurrency };
    for (const kase of cases) {
      const runs = results.cases[kase.key].runs;
      runs.direct = await runDirect(kase, closed);
      for (const name of settings.configs) runs[name] = await runGateway(kase, name, closed);
    }

    // Goal (a): added latency of `me` at half the full gateway's maximum throughput.
    const full = settings.configs.includes('all') ? 'all' : settings.configs.at(-1);
    const meCase = cases.find((c) => c.key === 'me');
    if (meCase && full) {
      const max = results.cases.me.runs[full].rps;
      const rate = Math.max(1, Math.round(max / 2));
      log(`goal (a): me paced at ${rate} req/s (half of ${Math.round(max)} req/s through "${full}")`);
      // The sides take turns of a second each, so a noisy spell of the machine falls on all of them:
      // through the gateway, direct, and through the bare hop (the same calls as direct, with one
      // extra Node process on the way: the floor under any Node gateway on this machine).
      const gateway = gateways.get(full);
      hop = await startHop(ROOT, backend.url, DIRECT_MAX_CONNECTIONS);
      const pool = new undici.Pool(gateway.url, { connections: settings.concurrency, pipelining: 1 });
      const replay = replayer(backend.url, direct.get('me'), { connections: settings.concurrency });
      const replayViaHop = replayer(hop.url, direct.get('me'), { connections: settings.concurrency });
      const cpu = { gateway: 0, backendViaGateway: 0, backendDirect: 0, hop: 0, backendViaHop: 0 };
      // Per side: the machine's busy CPU and the wall time of its turns (from its first send to its
      // last answer), for the share of both cores in use while that side was measured.
      const sideTurns = [0, 1, 2].map(() => ({ busyMs: 0, wallMs: 0 }));
      const accounted = (side, entries) => async (turn) => {
        const before = entries.map(([of]) => of());
        const busyBefore = machineBusyMs();
        const wallBefore = performance.now();
        await turn();
        sideTurns[side].wallMs += performance.now() - wallBefore;
        sideTurns[side].busyMs += machineBusyMs() - busyBefore;
        entries.forEach(([of, key], i) => (cpu[key] += of() - before[i]));
      };
      const machineBusy = (side) => round(sideTurns[side].busyMs / (sideTurns[side].wallMs * facts.cores), 2);
      let viaGateway, straight, viaHop;
      const trace = process.env.BENCH_TRACE ? [] : undefined;
      try {
        [viaGateway, straight, viaHop] = await alternatingPaced({
          sides: [
            {
              operation: gatewayOperation(pool, gateway.prepared.get('me')),
              around: accounted(0, [
                [() => cpuMs(gateway.pid), 'gateway'],
                [backend.cpuMs, 'backendViaGateway'],
              ]),
            },
            { operation: () => replay.operation(), around: accounted(1, [[backend.cpuMs, 'backendDirect']]) },
            {
              operation: () => replayViaHop.operation(),
              around: accounted(2, [
                [() => cpuMs(hop.pid), 'hop'],
                [backend.cpuMs, 'backendViaHop'],
              ]),
            },
          ],
          rate,
          warmupMs,
          sliceMs: HALF_LOAD_SLICE_MS,
          rounds: Math.max(1, Math.round(durationMs / HALF_LOAD_SLICE_MS)),
          trace,
        });
        if (trace) writeFileSync(process.env.BENCH_TRACE, JSON.stringify(trace));
      } finally {
        await pool.close();
        await replay.close();
        await replayViaHop.close();
      }
      viaHop.hopCpuMsPerOp = round(cpu.hop / viaHop.sentTotal, 3);
      viaHop[`${backend.role}CpuMsPerOp`] = round(cpu.backendViaHop / viaHop.sentTotal, 3);
      viaGateway.gatewayCpuMsPerOp = round(cpu.gateway / viaGateway.sentTotal, 3);
      viaGateway[`${backend.role}CpuMsPerOp`] = round(cpu.backendViaGateway / viaGateway.sentTotal, 3);
      straight[`${backend.role}CpuMsPerOp`] = round(cpu.backendDirect / straight.sentTotal, 3);
      [viaGateway, straight, viaHop].forEach((out, side) => (out.machineBusy = machineBusy(side)));
      for (const [label, out] of [
        [`me ${full}`, viaGateway],
        ['me direct', straight],
        ['me via the bare hop', viaHop],
      ])
        log(
          `  ${label}: ${Math.round(out.rps)} req/s, p50 ${round(out.latencyMs.p50)} ms, p99 ${round(out.latencyMs.p99)} ms`,
        );
      results.goals.halfLoadMe = {
        configuration: full,
        maxRps: round(max, 0),
        rate,
        gateway: viaGateway,
        direct: straight,
        addedP50Ms: round(viaGateway.latencyMs.p50 - straight.latencyMs.p50, 3),
        addedP99Ms: round(viaGateway.latencyMs.p99 - straight.latencyMs.p99, 3),
        // The share of one core the gateway (one Node thread) used at that rate: near 1 means the rate
        // was not half of what it can do when requests arrive spread out (closed-loop batches more).
        gatewayCoreUse: round((viaGateway.gatewayCpuMsPerOp * viaGateway.rps) / 1000, 2),
        // Not part of the goal: the same figures for a bare Node HTTP hop in the same turns.
        bareHop: {
          ...viaHop,
          addedP50Ms: round(viaHop.latencyMs.p50 - straight.latencyMs.p50, 3),
          addedP99Ms: round(viaHop.latencyMs.p99 - straight.latencyMs.p99, 3),
        },
      };
    }
  } finally {
    if (recorderGateway) await stop(recorderGateway);
    if (hop) await stop(hop);
    if (proxy) await proxy.close();
    for (const gateway of gateways.values()) await stop(gateway);
    if (recordedBackend) await stop(recordedBackend);
    await stop(standIn);
  }

  // Derived figures per case: ratios against direct and against the plain baseline, added latency.
  for (const entry of Object.values(results.cases)) {
    const d = entry.runs.direct;
    for (const [name, r] of Object.entries(entry.runs)) {
      if (name === 'direct') continue;
      r.ratioToDirect = round(r.rps / d.rps, 3);
      r.addedP50Ms = round(r.latencyMs.p50 - d.latencyMs.p50, 3);
      r.addedP99Ms = round(r.latencyMs.p99 - d.latencyMs.p99, 3);
      if (entry.runs.none) r.ratioToBaseline = round(r.rps / entry.runs.none.rps, 3);
    }
  }
  const full = settings.configs.includes('all') ? 'all' : null;
  if (full && settings.configs.includes('none'))
    results.goals.throughputVsBaseline = Object.fromEntries(
      Object.entries(results.cases).map(([key, e]) => [key, e.runs.all.ratioToBaseline]),
    );
  if (full && settings.configs.includes('none'))
    results.goals.gatewayCpuVsBaseline = Object.fromEntries(
      Object.entries(results.cases).map(([key, e]) => [
        key,
        round(e.runs.none.gatewayCpuMsPerOp / e.runs.all.gatewayCpuMsPerOp, 3),
      ]),
    );
  if (full)
    results.goals.upstreamCalls = Object.fromEntries(
      Object.entries(results.cases).map(([key, e]) => [
        key,
        {
          perOperation: e.runs.all.upstreamCallsPerOp,
          distinctResources: e.upstream.distinct,
          resources: e.resources,
        },
      ]),
    );

  facts.loadAverageAtEnd = os.loadavg().map((v) => Math.round(v * 100) / 100);
  const report = {
    benchmark: 'gateway',
    date: startedAt.toISOString(),
    durationSeconds: round((Date.now() - startedAt.getTime()) / 1000, 1),
    machine: facts,
    commit: git('rev-parse', 'HEAD'),
    uncommittedChanges: (git('status', '--porcelain') ?? '') !== '',
    settings: { ...settings, output: relative(ROOT, settings.output) },
    units: {
      rps: 'operations per second (one GraphQL request; direct: the recorded upstream calls in waves)',
      latencyMs: 'ms from send to full body, operations completed in the measured period',
      cpuMsPerOp:
        'CPU time of the process (gateway, stand-in with its PostgreSQL server when it has one, or this load generator) during the run, warm-up included, divided by operations sent',
      gatewayPeakMb: 'VmHWM of the gateway process (reset before each run where the kernel allows)',
    },
    ...results,
  };
  mkdirSync(dirname(settings.output), { recursive: true });
  writeFileSync(settings.output, JSON.stringify(report, null, 2) + '\n');
  process.stdout.write(renderTable(report));
  process.stdout.write(`\nJSON: ${relative(ROOT, settings.output)}\n`);
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exitCode = 1;
});
