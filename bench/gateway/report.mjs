// The readable table of a gateway benchmark report (the JSON written by run.mjs).

const fmt = (v, digits = 2) =>
  v === null || v === undefined || Number.isNaN(v) ? '-' : Number(v).toFixed(digits);
const signed = (v, digits = 2) =>
  v === null || v === undefined ? '-' : `${v >= 0 ? '+' : ''}${Number(v).toFixed(digits)}`;

const COLUMNS = [
  ['configuration', 16, 'left'],
  ['req/s', 8],
  ['×direct', 8],
  ['×none', 7],
  ['p50 ms', 8],
  ['p99 ms', 8],
  ['+p50 ms', 8],
  ['+p99 ms', 8],
  ['calls/op', 9],
  ['gw CPU ms/op', 13],
  ['backend CPU ms/op', 18],
  ['gw peak MB', 11],
];

function row(cells) {
  return cells
    .map((cell, i) => {
      const [, width, align] = COLUMNS[i];
      const s = String(cell);
      return align === 'left' ? s.padEnd(width) : s.padStart(width);
    })
    .join(' ');
}

const verdict = (ok) => (ok ? 'met' : 'NOT met');

export function renderTable(report) {
  const m = report.machine;
  const s = report.settings;
  const lines = [];
  lines.push('');
  lines.push(
    `Gateway benchmark ${report.date} — ${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.platform}`,
  );
  lines.push(
    `backend: ${s.backend === 'recorded' ? 'recorded answers served at once (BENCH_BACKEND=recorded)' : s.db === 'postgres' ? "the stand-in on PostgreSQL (its CPU includes the database server's)" : 'the stand-in on its embedded PGlite'}; ` +
      `closed loop at concurrency ${s.concurrency}, ${s.warmupSeconds} s warm-up + ${s.seconds} s measured per run; ` +
      `load average ${m.loadAverageAtStart.join(' ')} at start, ${m.loadAverageAtEnd.join(' ')} at end`,
  );
  for (const entry of Object.values(report.cases)) {
    const up = entry.upstream;
    lines.push('');
    lines.push(
      `${entry.title}: ${entry.operation} — ${up.calls} upstream call(s) in ${up.waves.length} wave(s): ` +
        up.waves.map((w) => w.map((c) => c.path.split('?')[0]).join(' + ')).join(' → '),
    );
    lines.push(row(COLUMNS.map(([name]) => name)));
    for (const [name, r] of Object.entries(entry.runs)) {
      const isDirect = name === 'direct';
      lines.push(
        row([
          `${name}${r.failed ? ` (${r.failed} failed)` : ''}`,
          fmt(r.rps, 0),
          isDirect ? '1.00' : fmt(r.ratioToDirect),
          isDirect ? '-' : fmt(r.ratioToBaseline),
          fmt(r.latencyMs.p50),
          fmt(r.latencyMs.p99),
          isDirect ? '-' : signed(r.addedP50Ms),
          isDirect ? '-' : signed(r.addedP99Ms),
          fmt(r.upstreamCallsPerOp, isDirect ? 0 : 2),
          isDirect ? '-' : fmt(r.gatewayCpuMsPerOp, 3),
          fmt(r.standInCpuMsPerOp ?? r.backendCpuMsPerOp, 3),
          isDirect ? '-' : fmt(r.gatewayPeakMb, 1),
        ]),
      );
    }
  }

  const g = report.goals;
  lines.push('');
  lines.push('Goals');
  if (g.halfLoadMe) {
    const h = g.halfLoadMe;
    lines.push(
      `  (a) me at half of maximum load (${h.rate} req/s paced; max ${h.maxRps} req/s through "${h.configuration}"):`,
    );
    lines.push(
      `      gateway p50 ${fmt(h.gateway.latencyMs.p50)} ms, p99 ${fmt(h.gateway.latencyMs.p99)} ms; ` +
        `direct p50 ${fmt(h.direct.latencyMs.p50)} ms, p99 ${fmt(h.direct.latencyMs.p99)} ms; ` +
        `the gateway used ${fmt(h.gatewayCoreUse * 100, 0)} % of a core${h.gateway.skipped ? `, ${h.gateway.skipped} starts skipped (over 256 in flight)` : ''}`,
    );
    lines.push(
      `      added p50 ${signed(h.addedP50Ms)} ms (goal ≤ 1 ms: ${verdict(h.addedP50Ms <= 1)}), ` +
        `added p99 ${signed(h.addedP99Ms)} ms (goal ≤ 5 ms: ${verdict(h.addedP99Ms <= 5)})`,
    );
    if (h.bareHop) {
      const b = h.bareHop;
      lines.push(
        `      for reference, a bare Node HTTP hop (no GraphQL) in the same turns: added p50 ${signed(b.addedP50Ms)} ms, ` +
          `p99 ${signed(b.addedP99Ms)} ms; ${fmt(b.hopCpuMsPerOp, 3)} ms CPU per request (the gateway: ` +
          `${fmt(h.gateway.gatewayCpuMsPerOp, 3)})${b.failed ? `; ${b.failed} failed` : ''}`,
      );
    }
    if (h.gateway.machineBusy !== undefined) {
      const share = (side) => (side ? `${fmt(side.machineBusy * 100, 0)} %` : '-');
      lines.push(
        `      the machine's cores busy in each side's turns (all processes and the kernel): ` +
          `gateway ${share(h.gateway)}, direct ${share(h.direct)}, bare hop ${share(h.bareHop)}`,
      );
    }
  }
  if (g.upstreamCalls) {
    lines.push('  upstream calls per operation = distinct resources it needs ("all"):');
    for (const [key, u] of Object.entries(g.upstreamCalls))
      lines.push(
        `      ${key}: ${fmt(u.perOperation)} per operation, ${u.distinctResources} distinct (${u.resources}): ` +
          verdict(u.perOperation === u.distinctResources),
      );
  }
  if (g.throughputVsBaseline) {
    lines.push('  throughput ≥ 1.3× the plain Apollo baseline ("all" ÷ "none"):');
    lines.push(
      '      req/s:            ' +
        Object.entries(g.throughputVsBaseline)
          .map(([key, ratio]) => `${key} ${fmt(ratio)}× ${verdict(ratio >= 1.3)}`)
          .join('; '),
    );
  }
  if (g.gatewayCpuVsBaseline) {
    lines.push(
      '      gateway CPU/op:   ' +
        Object.entries(g.gatewayCpuVsBaseline)
          .map(([key, ratio]) => `${key} ${fmt(ratio)}×`)
          .join('; ') +
        '  (operations per gateway CPU-second, "all" ÷ "none")',
    );
  }
  return lines.join('\n') + '\n';
}
