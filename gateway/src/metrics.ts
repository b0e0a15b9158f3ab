import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
  return { registry, upstreamCalls, upstreamSeconds, operations, operationSeconds };
}

export type Metrics = ReturnType<typeof createMetrics>;
