#!/usr/bin/env node
// Writes the persisted-operations manifest: every operation the web app can send, keyed by the hash
// the app sends it under. The ids are made by the app's own link (web/src/app/persistedOperations.ts)
// inside a real Apollo Client, so they are exactly what the browser sends: the same __typename
// fields, the same fragments, the same printing. In production the gateway runs only these.
import { build } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = process.argv[2] ?? join(root, 'gateway', 'dist', 'persisted-operations.json');
const bundle = join(root, 'node_modules', '.cache', 'storefront', `operations-${process.pid}.mjs`);

// Runs every generated operation document through Apollo Client and the persisted-operations link,
// and catches what reaches the network instead of sending it.
const entry = `
import * as generated from './__generated__/graphql.ts';
import { ApolloClient, ApolloLink, InMemoryCache, Observable, from } from '@apollo/client';
import { print } from '@apollo/client/utilities';
import { persistedOperationsLink } from './app/persistedOperations.ts';
import { possibleTypes, typePolicies } from './app/apollo.ts';

export async function collect() {
  const caught = [];
  const capture = new ApolloLink((operation) => {
    const definition = operation.query.definitions.find((d) => d.kind === 'OperationDefinition');
    caught.push({
      id: operation.extensions.persistedQuery.sha256Hash,
      name: operation.operationName,
      type: definition.operation,
      body: print(operation.query),
    });
    return new Observable((observer) => observer.error(new Error('captured')));
  });
  const client = new ApolloClient({
    link: from([persistedOperationsLink(), capture]),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });
  for (const [name, document] of Object.entries(generated)) {
    if (!name.endsWith('Document') || document?.kind !== 'Document') continue;
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    if (!definition) continue;
    const run = definition.operation === 'mutation'
      ? client.mutate({ mutation: document })
      : client.query({ query: document, fetchPolicy: 'no-cache' });
    await run.catch(() => undefined);
  }
  return caught;
}
`;

mkdirSync(dirname(bundle), { recursive: true });
await build({
  stdin: {
    contents: entry,
    resolveDir: join(root, 'web', 'src'),
    loader: 'ts',
    sourcefile: 'collect-operations.ts',
  },
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"production"' },
});
try {
  const { collect } = await import(pathToFileURL(bundle).href);
  const operations = (await collect()).sort((a, b) => a.name.localeCompare(b.name));
  const ids = new Set(operations.map((o) => o.id));
  if (operations.length === 0) throw new Error('no operations found in web/src/__generated__/graphql.ts');
  if (ids.size !== operations.length) throw new Error('two operations hash alike: names must be unique');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(
    out,
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations }, null, 2) + '\n',
  );
  console.log(`persisted operations: ${operations.length} written to ${out}`);
} finally {
  rmSync(bundle, { force: true });
}
