#!/usr/bin/env node
// Where a page's main-thread JavaScript time goes on load: the built app served as for
// `pnpm bench:web`, one load in Debian Chromium at 375x812 under the V8 sampling profiler, then each
// burst of script over 25 ms with its heaviest frames (inclusive). Not part of the benchmark; a tool
// for looking into its figures (after `pnpm build`). Unthrottled: Lighthouse's simulated phone
// counts this time four times.
//   node bench/web/profile.mjs [path=/]
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServers } from './servers.mjs';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const s = await startServers({ root });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, ignoreHTTPSErrors: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await p.goto(`${s.origin}${process.argv[2] ?? '/'}`);
await p.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
await b.close(); await s.stop();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
const idle = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);
// bursts: consecutive non-idle samples with gaps < 5ms
let t = 0; const bursts = []; let cur = null;
profile.samples.forEach((id, i) => {
  const d = profile.timeDeltas[i] / 1000; t += d;
  const n = byId.get(id);
  if (idle.has(n.callFrame.functionName)) { if (cur && t - cur.end > 5) { bursts.push(cur); cur = null; } return; }
  if (!cur) cur = { start: t, end: t, ms: 0, incl: new Map() };
  cur.end = t; cur.ms += d;
  const seen = new Set(); let c = id;
  while (c) { const k = name(byId.get(c)); if (!seen.has(k)) { seen.add(k); cur.incl.set(k, (cur.incl.get(k) ?? 0) + d); } c = parent.get(c); }
});
if (cur) bursts.push(cur);
for (const bu of bursts.filter((x) => x.ms > 25)) {
  console.log(`burst @${Math.round(bu.start)} ${Math.round(bu.ms)}ms`);
  const top = [...bu.incl.entries()].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]);
  // print frames that are at least 15% of the burst, skipping near-duplicates of the same total
  let last = -1; let shown = 0;
  for (const [k, v] of top) { if (v < bu.ms * 0.12 || shown > 14) break; if (Math.abs(v - last) < 0.5) continue; last = v; shown++; console.log(`   ${v.toFixed(0).padStart(5)} ${k}`); }
}
