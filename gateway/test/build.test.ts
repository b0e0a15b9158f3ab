// The gateway's production bundle (scripts/lib/serverBuild.mjs): Apollo Server is inside it, with
// object spread compiled to property copies, so no request leaves its objects to the old generation
// through a spread clone (see there).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuilds } from '../../scripts/lib/serverBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the gateway bundle', () => {
  it('carries Apollo Server, its object spreads compiled to property copies, and no sandbox', async () => {
    const { outputFiles } = await build({ ...serverBuilds(root).gateway, write: false, sourcemap: false });
    const code = outputFiles!.find((f) => f.path.endsWith('main.js'))!.text;
    // Apollo's request pipeline is bundled, not loaded from node_modules as written.
    expect(code).toContain('async function processGraphQLRequest(');
    expect(code).not.toMatch(/from ["']@apollo\/server["']/);
    // Its `execute({ ...requestContext, useLegacyIncremental })`, the spread clone that survived
    // young collections, is a property copy now.
    expect(code).not.toContain('...requestContext,');
    expect(code).toContain('__spreadProps(__spreadValues({}, requestContext), {');
    // The GraphQL sandbox (GraphiQL, Monaco) is built apart and read from disk (src/http/sandbox.ts).
    expect(code).not.toMatch(/graphiql|monaco/i);
  });
});
