// Load generators: closed loop at a fixed concurrency, and paced at a fixed rate. Both call an async
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
 * Operations started at `rate` per second on a schedule, whatever the answers do (up to `maxInFlight`
 * outstanding; a start that would exceed it is counted as skipped). Latency is from the actual start.
 */
export async function paced({ operation, rate, warmupMs, durationMs, maxInFlight = 256 }) {
  const rec = recorder(warmupMs, durationMs);
  const interval = 1000 / rate;
  let next = performance.now();
  let inFlight = 0;
  let skipped = 0;
  const pending = new Set();
  while (performance.now() < rec.measureTo) {
    const now = performance.now();
    while (next <= now) {
      next += interval;
      if (inFlight >= maxInFlight) {
        skipped++;
        continue;
      }
      inFlight++;
      const t0 = performance.now();
      rec.sent();
      const p = attempt(operation).then((good) => {
        rec.done(t0, good);
        inFlight--;
        pending.delete(p);
      });
      pending.add(p);
    }
    await sleep(Math.max(0, next - performance.now()));
  }
  await Promise.all(pending);
  return rec.result({ mode: 'paced', targetRps: rate, skipped });
}
