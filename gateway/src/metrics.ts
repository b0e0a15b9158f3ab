import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PREFIXES, type BreakerState, type Prefix } from './upstream/index.ts';

/** Prometheus metrics of one gateway instance (own registry, so tests can run several). */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const upstreamCalls = new Counter({
    name: 'gateway_upstream_calls_total',
    help: 'HTTP attempts to the legacy backend, by prefix and outcome (ok, flag, error).',
    labelNames: ['prefix', 'outcome', 'code'] as const,
    registers: [registry],
  });
  const upstreamSeconds = new Histogram({
    name: 'gateway_upstream_call_seconds',
    help: 'Duration of one upstream attempt.',
    labelNames: ['prefix'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const operations = new Counter({
    name: 'gateway_graphql_operations_total',
    help: 'GraphQL operations executed, by operation name and whether any error was returned.',
    labelNames: ['operation', 'result'] as const,
    registers: [registry],
  });
  const operationSeconds = new Histogram({
    name: 'gateway_graphql_operation_seconds',
    help: 'Duration of one GraphQL operation inside the gateway.',
    labelNames: ['operation'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const breakerOpen = new Gauge({
    name: 'gateway_upstream_breaker_open',
    help: 'Whether the circuit breaker of a backend prefix refuses calls (1: open or half-open, 0: closed).',
    labelNames: ['prefix'] as const,
    registers: [registry],
  });
  for (const prefix of PREFIXES) breakerOpen.set({ prefix }, 0);
  const breakerOpens = new Counter({
    name: 'gateway_upstream_breaker_opens_total',
    help: 'Times the circuit breaker of a backend prefix opened (a failed half-open trial included).',
    labelNames: ['prefix'] as const,
    registers: [registry],
  });
  const breakerRejected = new Counter({
    name: 'gateway_upstream_breaker_rejected_total',
    help: 'Upstream calls refused at once by an open circuit breaker (no HTTP attempt made).',
    labelNames: ['prefix'] as const,
    registers: [registry],
  });
  /** For the upstream client's `onBreakerChange` hook. */
  const breakerChanged = ({ prefix, state }: { prefix: Prefix; state: BreakerState }) => {
    breakerOpen.set({ prefix }, state === 'closed' ? 0 : 1);
    if (state === 'open') breakerOpens.inc({ prefix });
  };
  return {
    registry,
    upstreamCalls,
    upstreamSeconds,
    operations,
    operationSeconds,
    breakerOpen,
    breakerOpens,
    breakerRejected,
    breakerChanged,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
