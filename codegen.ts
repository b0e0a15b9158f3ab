import type { CodegenConfig } from '@graphql-codegen/cli';
import { existsSync, readdirSync } from 'node:fs';
import { posix } from 'node:path';
import { pathToFileURL } from 'node:url';

// One config, three outputs: the gateway's resolver types (mapped onto the legacy data shapes, so a
// resolver returns what the upstream sent and field resolvers translate), the web's operation
// types and Apollo hooks, and the web cache's `possibleTypes`. `pnpm codegen:check` fails when the
// committed output is stale.
const scalars = {
  Date: 'string',
  DateTime: 'string',
  Mobile: 'string',
};

const DOMAINS = 'gateway/src/domains';

/**
 * The resolvers' mappers from every `gateway/src/domains/<name>/mappers.ts`: GraphQL type → the
 * legacy shape its resolvers receive (`'./api.ts#LegacyFlight'`, relative to the domain's folder),
 * rewritten relative to the generated file. A type mapped twice is refused.
 */
async function domainMappers(): Promise<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const name of readdirSync(DOMAINS).sort()) {
    const file = `${DOMAINS}/${name}/mappers.ts`;
    if (!existsSync(file)) continue;
    const { mappers } = (await import(pathToFileURL(file).href)) as { mappers: Record<string, string> };
    for (const [type, target] of Object.entries(mappers)) {
      if (merged[type])
        throw new Error(`codegen: ${type} is mapped by two domains (${merged[type]}, ${name})`);
      merged[type] = posix.normalize(`../domains/${name}/${target}`);
    }
  }
  return merged;
}

const config: CodegenConfig = {
  overwrite: true,
  // web/ may briefly have no operations while a page is being written; an empty output is fine.
  ignoreNoDocuments: true,
  schema: 'schema/*.graphql',
  generates: {
    'gateway/src/__generated__/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        contextType: '../context.ts#GatewayContext',
        scalars,
        enumsAsTypes: true,
        // Resolvers return what the backend sent; field resolvers translate (DESIGN.md §7).
        // Each domain's mappers.ts (read below), so a new domain adds its file and edits nothing here.
        mappers: await domainMappers(),
      },
    },
    'web/src/__generated__/graphql.ts': {
      documents: ['web/src/**/*.graphql'],
      // typescript-operations 6 emits the input and enum types itself; adding `typescript` would
      // declare them twice.
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      config: {
        useTypeImports: true,
        scalars,
        enumsAsTypes: true,
        withHooks: true,
        // `query PersonalPageQuery` gives usePersonalPageQuery, not usePersonalPageQueryQuery.
        dedupeOperationSuffix: true,
        withHOC: false,
        withComponent: false,
        avoidOptionals: { field: true, inputValue: false, object: true },
      },
    },
    // The implementations of every interface and union, for the web's cache (`possibleTypes` in
    // web/src/app/apollo.ts): a plain object with no imports, so the browser gets no graphql-js for it.
    'web/src/__generated__/possibleTypes.ts': {
      plugins: ['fragment-matcher'],
      config: { apolloClientVersion: 3, deterministic: true },
    },
  },
};

export default config;
