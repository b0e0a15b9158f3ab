// Lighthouse (mobile defaults: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on the
// built app, several runs per page; the medians are what we report.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const GOALS = { score: 95, lcpMs: 2000, cls: 0.05 };

// The proxy's certificate is made for the run (servers.mjs), so no authority vouches for it.
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--ignore-certificate-errors'];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The few facts of one report we keep: metrics, the LCP element, and what Lighthouse would fix. */
function summarise(lhr) {
  const a = lhr.audits;
  const num = (id) => a[id]?.numericValue ?? null;
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const lcpPhases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  const opportunities = Object.values(a)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingsMs: Math.round(audit.details.overallSavingsMs ?? 0),
    }))
    .sort((x, y) => y.savingsMs - x.savingsMs);
  const diagnostics = [
    'render-blocking-resources',
    'bootup-time',
    'mainthread-work-breakdown',
    'layout-shifts',
    'unsized-images',
    'font-display',
    'total-byte-weight',
    'dom-size',
    'critical-request-chains',
  ]
    .map((id) => a[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '' }));
  const bootup = (a['bootup-time']?.details?.items ?? []).slice(0, 5).map((item) => ({
    url: item.url,
    totalMs: Math.round(item.total),
    scriptingMs: Math.round(item.scripting),
  }));
  const mainThread = (a['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
    group: item.groupLabel ?? item.group,
    ms: Math.round(item.duration),
  }));
  const requests = (a['network-requests']?.details?.items ?? []).map((r) => ({
    url: r.url,
    resourceType: r.resourceType,
    transferSize: r.transferSize,
    resourceSize: r.resourceSize,
    statusCode: r.statusCode,
  }));
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    fcpMs: num('first-contentful-paint'),
    siMs: num('speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    lcpElement: lcpElement ? { selector: lcpElement.selector, snippet: lcpElement.snippet } : null,
    lcpPhases: lcpPhases?.map((p) => ({ phase: p.phase, timingMs: Math.round(p.timing) })) ?? null,
    opportunities,
    diagnostics,
    bootup,
    mainThread,
    requests,
  };
}

/**
 * Audits every page `runs` times (one Chromium, pages interleaved so a slow spell of the machine
 * does not land on one page only). Returns per page: the runs and the medians.
 */
export async function auditPages({ pages, runs, onRun }) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
      .then((r) => r.json())
      .then((v) => v.Browser)
      .catch(() => 'unknown');
    const results = pages.map((page) => ({ ...page, runs: [] }));
    for (let i = 0; i < runs; i++) {
      for (const page of results) {
        const result = await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.headers,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.url}`);
        const run = summarise(result.lhr);
        if (run.runtimeError) throw new Error(`Lighthouse failed on ${page.url}: ${run.runtimeError}`);
        page.runs.push(run);
        onRun?.(page, run, i);
      }
    }
    for (const page of results) {
      page.median = {
        score: median(page.runs.map((r) => r.score)),
        lcpMs: median(page.runs.map((r) => r.lcpMs)),
        tbtMs: median(page.runs.map((r) => r.tbtMs)),
        cls: median(page.runs.map((r) => r.cls)),
        fcpMs: median(page.runs.map((r) => r.fcpMs)),
      };
      page.goalsMet = {
        score: page.median.score >= GOALS.score,
        lcp: page.median.lcpMs <= GOALS.lcpMs,
        cls: page.median.cls <= GOALS.cls,
      };
    }
    return { chromium: version, pages: results };
  } finally {
    await chrome.kill();
  }
}

export function formatLighthouse({ pages }) {
  const header = ['page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'goals'];
  const rows = pages.map((p) => {
    const m = p.median;
    const missed = Object.entries(p.goalsMet)
      .filter(([, ok]) => !ok)
      .map(([k]) => k);
    return [
      p.name,
      String(m.score),
      `${(m.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      `${(m.fcpMs / 1000).toFixed(2)} s`,
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const fmt = (row) =>
    row.map((c, i) => (i === 0 || i === 6 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [
    `Lighthouse, median of ${pages[0]?.runs.length ?? 0} runs (goals: score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs / 1000} s, CLS ≤ ${GOALS.cls})`,
    `  ${fmt(header)}`,
    ...rows.map((r) => `  ${fmt(r)}`),
  ].join('\n');
}
