// Load generators: closed loop at a fixed concurrency, and paced at a fixed rate with two or more
// sides taking turns (goal (a)). Both call an async
// `operation()` (one GraphQL request, or several stand-in calls in waves) that resolves to true when
// the answer was right; both warm up first and then measure, and report requests per second and
// latency percentiles of the operations that completed inside the measured period.
import { setTimeout as sleep } from 'node:timers/promises';

/** Percentiles by sorting (exact, not bucketed). Latencies in milliseconds. */
export function summarise(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q) =>
    sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN;
  let sum = 0;
  for (const v of sorted) sum += v;
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : NaN,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}

function recorder(warmupMs, durationMs) {
  const started = performance.now();
  const measureFrom = started + warmupMs;
  const measureTo = measureFrom + durationMs;
  const latencies = [];
  let ok = 0;
  let failed = 0;
  let sent = 0;
  return {
    measureTo,
    sent: () => sent++,
    done(t0, good) {
      const t1 = performance.now();
      if (t1 >= measureFrom && t1 <= measureTo) {
        latencies.push(t1 - t0);
        if (good) ok++;
        else failed++;
      }
    },
    result(extra = {}) {
      return {
        seconds: durationMs / 1000,
        operations: ok + failed,
        failed,
        sentTotal: sent,
        rps: (ok + failed) / (durationMs / 1000),
        latencyMs: summarise(latencies),
        ...extra,
      };
    },
  };
}

async function attempt(operation) {
  try {
    return await operation();
  } catch {
    return false;
  }
}

/** `concurrency` workers, each sending its next operation as soon as the last one answered. */
export async function closedLoop({ operation, concurrency, warmupMs, durationMs }) {
  const rec = recorder(warmupMs, durationMs);
  const worker = async () => {
    while (performance.now() < rec.measureTo) {
      const t0 = performance.now();
      rec.sent();
      rec.done(t0, await attempt(operation));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rec.result({ mode: 'closed', concurrency });
}

/**
 * Two or more sides paced at the same `rate`, in turns: each side warms up once, then the sides
 * take `rounds` turns of `sliceMs` each (A, B, A, B …), the in-flight operations of one turn
 * answered before the next begins. Whatever else the machine does (other processes, a noisy
 * neighbour on the host) falls on every side alike, so their difference is the figure to read.
 * Operations start on a fixed schedule whatever the answers do (up to `maxInFlight` outstanding; a
 * start that would exceed it is counted as skipped), latency from the actual start.
 * `side.around(fn)` wraps each of that side's turns (CPU accounting). Returns one result per side,
 * shaped like `closedLoop`'s. With a `trace` array, each measured operation also goes there as
 * `[side index, start in µs of CLOCK_MONOTONIC (the clock of \`perf record -k mono\`), latency ms]`.
 */
export async function alternatingPaced({ sides, rate, warmupMs, sliceMs, rounds, maxInFlight = 256, trace }) {
  const interval = 1000 / rate;
  const turn = async (operation, ms, record) => {
    const until = performance.now() + ms;
    let next = performance.now();
    let inFlight = 0;
    const pending = new Set();
    while (performance.now() < until) {
      while (next <= performance.now()) {
        next += interval;
        if (inFlight >= maxInFlight) {
          record.skipped++;
          continue;
        }
        inFlight++;
        const t0 = performance.now();
        const startUs = trace && record.side !== undefined ? Number(process.hrtime.bigint() / 1000n) : 0;
        record.sent++;
        const p = attempt(operation).then((good) => {
          const ms = performance.now() - t0;
          record.latencies.push(ms);
          if (startUs) trace.push([record.side, startUs, ms]);
          if (good) record.ok++;
          else record.failed++;
          inFlight--;
          pending.delete(p);
        });
        pending.add(p);
      }
      await sleep(Math.max(0, next - performance.now()));
    }
    await Promise.all(pending);
  };
  const unmeasured = () => ({ latencies: [], ok: 0, failed: 0, sent: 0, skipped: 0 });
  const records = sides.map((_, side) => ({ ...unmeasured(), side }));
  for (const side of sides) await turn(side.operation, warmupMs, unmeasured());
  for (let r = 0; r < rounds; r++) {
    for (const [i, side] of sides.entries()) {
      await (side.around ?? ((fn) => fn()))(() => turn(side.operation, sliceMs, records[i]));
    }
  }
  const seconds = (rounds * sliceMs) / 1000;
  return records.map((rec) => ({
    seconds,
    operations: rec.ok + rec.failed,
    failed: rec.failed,
    sentTotal: rec.sent,
    rps: (rec.ok + rec.failed) / seconds,
    latencyMs: summarise(rec.latencies),
    mode: 'paced, alternating',
    targetRps: rate,
    sliceMs,
    rounds,
    skipped: rec.skipped,
  }));
}
