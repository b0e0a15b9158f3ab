import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { resolvers as scalarResolvers } from '@storefront/schema/scalars';
import type { GraphQLSchema } from 'graphql';
import * as domains from './domains/index.ts';
import type { Resolvers } from './__generated__/resolvers-types.ts';
import { guardTextInputs } from './security/inputText.ts';

/** schema/*.graphql, one file per domain. Same relative place from src/ and from the bundled dist/. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

export function loadTypeDefs(dir: string = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

const rootResolvers: Resolvers = {
  Query: { apiVersion: () => '1.0.0' },
  Mutation: { noop: () => null },
};

export function buildSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [scalarResolvers, rootResolvers, ...Object.values(domains).map((d) => d.resolvers)] as never,
    // A resolver for a field the SDL does not have is a typo: fail at start-up, not in production.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  // No control characters or over-long text in any argument, before any resolver (security/inputText.ts).
  return guardTextInputs(schema);
}
