#!/usr/bin/env node
// Where a gateway's CPU time goes for one case: the built stand-in, one built gateway under
// `node --cpu-prof`, the case in a closed loop, then the profile's self time by package and by function.
// Not part of `pnpm bench:gateway`; a tool for looking into its figures (after `pnpm build`):
//   node bench/gateway/profile.mjs [case=me] [configuration=all]
// Env: BENCH_CONCURRENCY (16), BENCH_SECONDS (8), PROFILE_TOP (25), PROFILE_TARGET (`gateway`, or
// `stand-in` to profile the stand-in behind that gateway instead), DATABASE_URL (the stand-in on that
// PostgreSQL instead of its embedded PGlite, e.g. under scripts/with-postgres.sh).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CASES, gatewayOperation, loadManifest, prepareCase } from './cases.mjs';
import { undici } from './http.mjs';
import { closedLoop } from './load.mjs';
import { ROOT } from './paths.mjs';
import { startGateway, startStandIn, stop } from './processes.mjs';
import { setUpMember } from './setup.mjs';

const [caseKey = 'me', configuration = 'all'] = process.argv.slice(2);
const kase = CASES.find((c) => c.key === caseKey);
if (!kase) throw new Error(`unknown case "${caseKey}" (${CASES.map((c) => c.key).join(', ')})`);
const concurrency = Number(process.env.BENCH_CONCURRENCY || 16);
const seconds = Number(process.env.BENCH_SECONDS || 8);
const top = Number(process.env.PROFILE_TOP || 25);
const target = process.env.PROFILE_TARGET || 'gateway';
if (!['gateway', 'stand-in'].includes(target))
  throw new Error(`PROFILE_TARGET is gateway or stand-in, not "${target}"`);
const profileArgs = (of) => (of === target ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);

const secrets = Object.fromEntries(
  ['cs', 'pay', 'internal'].map((k) => [k, randomBytes(24).toString('hex')]),
);
const dir = mkdtempSync(join(tmpdir(), 'sf-gateway-profile-'));
const databaseUrl = process.env.DATABASE_URL;
const standIn = await startStandIn(
  ROOT,
  secrets,
  profileArgs('stand-in'),
  databaseUrl ? { DATABASE_URL: databaseUrl } : {},
);
let profiled;
try {
  const helper = await startGateway(ROOT, {
    name: 'setup',
    optimisations: 'all',
    legacyUrl: standIn.url,
    secrets,
  });
  const member = await setUpMember({
    gatewayUrl: helper.url,
    legacyUrl: standIn.url,
    internalToken: secrets.internal,
  });
  await stop(helper);
  profiled = await startGateway(ROOT, {
    name: `profile-${configuration}`,
    optimisations: configuration,
    legacyUrl: standIn.url,
    secrets,
    nodeArgs: profileArgs('gateway'),
  });
  const prepared = await prepareCase(profiled.url, kase, loadManifest()(kase.operation), member.cookies);
  const pool = new undici.Pool(profiled.url, { connections: concurrency });
  const out = await closedLoop({
    operation: gatewayOperation(pool, prepared),
    concurrency,
    warmupMs: 0,
    durationMs: seconds * 1000,
  });
  await pool.close();
  console.log(
    `${kase.title} through "${configuration}": ${Math.round(out.rps)} req/s, p50 ${out.latencyMs.p50.toFixed(2)} ms, ` +
      `p99 ${out.latencyMs.p99.toFixed(2)} ms, ${out.operations} operations`,
  );
} finally {
  if (profiled) await stop(profiled);
  await stop(standIn);
}

const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error(`no .cpuprofile written in ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
let total = 0;
for (const v of selfUs.values()) total += v;

function packageOf(url) {
  if (!url) return '(native / VM)';
  if (url.startsWith('node:')) return 'node core';
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 14).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/gateway/dist/')) return 'gateway (our code)';
  if (url.includes('/legacy/dist/')) return 'stand-in (our code)';
  return url;
}

const byPackage = new Map();
const byFunction = new Map();
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  const pkg = packageOf(callFrame.url);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const name = `${callFrame.functionName || '(anonymous)'}  ${pkg}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}
const pct = (us) => `${((us / total) * 100).toFixed(1).padStart(5)} %`;
console.log(`\nself time by package (${(total / 1e6).toFixed(2)} s sampled; profile ${join(dir, file)})`);
for (const [pkg, us] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${pct(us)}  ${pkg}`);
console.log('\nself time by function');
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(us)}  ${name}`);
