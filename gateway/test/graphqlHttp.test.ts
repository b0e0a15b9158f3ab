// Issue 5 §4: the GraphQL-over-HTTP compliance audits that ship with `graphql-http`, run against the
// gateway's /graphql on a real socket: in development, and in production as an internal tool (the
// audits send raw queries, which production runs only for the internal tools' credential).
import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyOperationsManifest, startStack, type Stack } from './harness.ts';

const TOKEN = 'audit-internal-token';

const modes = [
  { mode: 'development', env: {}, headers: {} },
  {
    mode: 'production',
    // Two audits query `__type`: production answers introspection to internal tools only, as here.
    env: {
      NODE_ENV: 'production',
      CS_SECRET: 'audit-secret',
      INTERNAL_TOOLS_TOKEN: TOKEN,
    },
    headers: { 'x-internal-token': TOKEN },
  },
] as const;

for (const { mode, env, headers } of modes) {
  describe(`GraphQL over HTTP audits (${mode})`, () => {
    let stack: Stack;
    let url: string;
    beforeAll(async () => {
      stack = await startStack({ ...env, PERSISTED_OPERATIONS_FILE: emptyOperationsManifest() });
      const address = await stack.gateway.app.listen({ port: 0, host: '127.0.0.1' });
      url = `${address}/graphql`;
    });
    afterAll(() => stack.close());

    // Audits are made when the file is collected; each reads the URL when it runs.
    const withHeaders = (input: RequestInfo | URL, init: RequestInit = {}) =>
      fetch(input, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
    const audits = serverAudits({ url: () => url, fetchFn: withHeaders });
    const must = audits.filter((a) => a.name.startsWith('MUST'));

    it('has MUST audits to run', () => {
      expect(must.length).toBeGreaterThan(10);
    });

    for (const audit of must) {
      it(audit.name, async () => {
        const result = await audit.fn();
        expect(
          result.status === 'ok' ? 'ok' : `${result.status}: ${'reason' in result ? result.reason : ''}`,
        ).toBe('ok');
      });
    }
  });
}
