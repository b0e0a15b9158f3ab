#!/usr/bin/env node
// `pnpm bench:web` (after `pnpm build`): the web app's size budgets, then Lighthouse on three pages.
// Prints tables and writes bench/results/web.json. Exits 1 when a size budget is exceeded (naming
// the offender); Lighthouse goals are reported, not enforced.
//
//   node bench/web/run.mjs [--runs=3] [--budgets-only] [--out=bench/results/web.json]
//                          [--gateway-env=production] [--only=/myOrder,/air] (pages whose path starts so)
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, URL, URLSearchParams } from 'node:url';
import { formatBudgets, kb, measureBudgets } from './budgets.mjs';
import { auditPages, formatLighthouse, GOALS } from './lighthouse.mjs';
import { setUpMember } from '../gateway/setup.mjs';
import { startServers } from './servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? true];
  }),
);
const runs = Number(args.runs ?? 3);
const out = args.out ? resolve(String(args.out)) : join(root, 'bench', 'results', 'web.json');
const gatewayEnv = String(args['gateway-env'] ?? 'production');

/** Tomorrow in China (the storefront's calendar), as YYYY-MM-DD. */
function tomorrowInChina() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    Date.now() + 24 * 3600 * 1000,
  );
}

function git(...cmd) {
  try {
    return execFileSync('git', cmd, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGB: Math.round(os.totalmem() / 1e9),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    // Other work on the machine skews Lighthouse (its CPU figures are measured, then scaled).
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

const started = new Date();
const budgets = await measureBudgets({ webRoot: join(root, 'web') });
console.log(formatBudgets(budgets));
console.log('');

const report = {
  generatedAt: started.toISOString(),
  commit: git('rev-parse', '--short', 'HEAD'),
  uncommittedChanges: (git('status', '--porcelain', '--', 'web') ?? '') !== '',
  machine: machine(),
  budgets,
  lighthouse: null,
};

if (!args['budgets-only']) {
  const servers = await startServers({ root, gatewayEnv });
  try {
    // A member with a full first page of orders (20 unpaid flight orders), as the gateway benchmark
    // books them: the order list is measured with orders in it, not its empty state.
    const member = await setUpMember({
      gatewayUrl: servers.gatewayOrigin,
      legacyUrl: servers.legacyOrigin,
      internalToken: servers.internalToken,
      orders: 20,
    });
    const cookie = Object.entries(member.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const search = new URLSearchParams([
      ['route_type', '1'],
      ['start_city_code', 'BJS'],
      ['start_city_name', '北京'],
      ['end_city_code', 'SHA'],
      ['end_city_name', '上海'],
      ['date', tomorrowInChina()],
    ]);
    const only = args.only ? String(args.only).split(',') : null;
    const pages = [
      { name: '/', url: `${servers.origin}/` },
      { name: '/air/airList (BJS→SHA, tomorrow)', url: `${servers.origin}/air/airList?${search}` },
      {
        name: '/myOrder/allorder (logged in)',
        url: `${servers.origin}/myOrder/allorder`,
        headers: { Cookie: cookie },
      },
    ];
    if (only)
      pages.splice(
        0,
        pages.length,
        ...pages.filter((p) => only.some((o) => p.name === o || (o !== '/' && p.name.startsWith(o)))),
      );
    console.log(
      `Lighthouse: ${pages.length} pages × ${runs} runs against ${servers.origin} (gateway NODE_ENV=${gatewayEnv}) …`,
    );
    const audits = await auditPages({
      pages,
      runs,
      onRun: (page, run, i) =>
        console.log(
          `  run ${i + 1} ${page.name}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
        ),
    });
    for (const page of audits.pages) {
      page.url = page.url.replace(servers.origin, '');
      delete page.headers;
      for (const run of page.runs) run.finalUrl = run.finalUrl.replace(servers.origin, '');
    }

    // What `/` really loaded, against the first-load count (chunks loaded after the first paint,
    // e.g. the customer-service popup the tab bar preloads, show up here too).
    const counted = new Set(budgets.firstLoad.files.map((f) => `/${f.file}`));
    const homeRun = audits.pages.find((p) => p.name === '/')?.runs[0];
    if (homeRun) {
      const loadedJs = homeRun.requests
        .filter((r) => r.resourceType === 'Script')
        .map((r) => new URL(r.url).pathname);
      const notCounted = loadedJs.filter((p) => !counted.has(p));
      const notLoaded = [...counted].filter((p) => p.endsWith('.js') && !loadedJs.includes(p));
      audits.homeCrossCheck = { loadedJs: loadedJs.length, notCounted, notLoaded };
      // The request lists served the check above; the report keeps what `/` loaded in its first run only.
      audits.homeRequests = homeRun.requests.map((r) => ({ ...r, url: r.url.replace(servers.origin, '') }));
    }
    for (const page of audits.pages) for (const run of page.runs) delete run.requests;

    console.log('');
    console.log(formatLighthouse(audits));
    for (const page of audits.pages) {
      const missed = Object.values(page.goalsMet).some((ok) => !ok);
      if (!missed) continue;
      const run = [...page.runs].sort((a, b) => a.score - b.score)[Math.floor(page.runs.length / 2)];
      console.log(`  ${page.name}: LCP element ${run.lcpElement?.selector ?? '?'}`);
      if (run.lcpPhases)
        console.log(`    LCP phases: ${run.lcpPhases.map((p) => `${p.phase} ${p.timingMs} ms`).join(', ')}`);
      for (const o of run.opportunities.slice(0, 4))
        console.log(`    opportunity: ${o.title} ${o.displayValue}`);
      for (const d of run.diagnostics.slice(0, 4))
        console.log(`    diagnostic: ${d.title} ${d.displayValue}`);
    }
    const { notCounted = [], notLoaded = [] } = audits.homeCrossCheck ?? {};
    if (notCounted.length)
      console.log(
        `  / also loaded (after first paint or on demand, not in the first-load count): ${notCounted.join(', ')}`,
      );
    if (notLoaded.length)
      console.log(`  counted in the first load but not loaded by /: ${notLoaded.join(', ')}`);

    report.lighthouse = {
      goals: GOALS,
      runs,
      chromium: audits.chromium,
      lighthouseVersion: audits.pages[0].runs[0].lighthouseVersion,
      benchmarkIndex: audits.pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)),
      settings: 'mobile defaults (simulated throttling), performance category only',
      loadAverage1mAfter: Number(os.loadavg()[0].toFixed(2)),
      servedBy: `gateway (NODE_ENV=${gatewayEnv}) behind a gzip proxy like deploy/nginx.conf; stand-in NODE_ENV=test, in-memory`,
      ...audits,
    };
  } finally {
    await servers.stop();
  }
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log('');
console.log(`wrote ${relative(process.cwd(), out) || out}`);

if (budgets.failures.length) {
  console.error('');
  for (const failure of budgets.failures) console.error(`BUDGET EXCEEDED: ${failure}`);
  process.exitCode = 1;
} else {
  console.log(
    `budgets met: first-load JS ${kb(budgets.firstLoad.jsGzip)}, every route within ${kb(budgets.budgets.route)}`,
  );
}
