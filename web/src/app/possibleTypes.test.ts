import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSchema, isAbstractType, parse, type GraphQLAbstractType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache, possibleTypes } from './apollo.ts';

// The cache's map of interface and union implementations is generated from the SDL (codegen.ts,
// fragment-matcher). These tests read the SDL themselves, so a type left out of the map, or a cache
// built without it, fails here: `... on Order` would otherwise silently miss a product's orders.

// The web project runs under jsdom (no file: URL for this module): find the repository from the cwd up.
let root = process.cwd();
while (!existsSync(join(root, 'schema', 'base.graphql')) && dirname(root) !== root) root = dirname(root);

const sdl = readdirSync(join(root, 'schema'))
  .filter((f) => f.endsWith('.graphql'))
  .map((f) => readFileSync(join(root, 'schema', f), 'utf8'))
  .join('\n');
const schema = buildSchema(sdl);
const abstractTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLAbstractType => isAbstractType(type) && !type.name.startsWith('__'),
);

describe('possibleTypes', () => {
  it('lists every implementation of every interface and union in the schema', () => {
    const fromSchema = Object.fromEntries(
      abstractTypes.map((type) => [
        type.name,
        schema
          .getPossibleTypes(type)
          .map((t) => t.name)
          .sort(),
      ]),
    );
    const listed = Object.fromEntries(Object.entries(possibleTypes).map(([k, v]) => [k, [...v].sort()]));
    expect(abstractTypes.length).toBeGreaterThan(0);
    expect(listed).toEqual(fromSchema);
  });

  // What the map is for: the app's cache reads a fragment on an interface back for each of its
  // implementations. Without the map Apollo cannot tell that a FlightOrder is an Order and drops
  // the fragment's fields, on write and on read.
  const pairs = abstractTypes.flatMap((type) =>
    schema.getPossibleTypes(type).map((impl) => [type.name, impl.name] as const),
  );
  it.each(pairs)('the cache reads a fragment on %s from a %s', (abstract, implementation) => {
    const cache = createCache();
    const query = parse(`query Probe { probe { __typename ... on ${abstract} { probeText: __typename } } }`);
    const data = { probe: { __typename: implementation, probeText: implementation } };
    cache.writeQuery({ query, data });
    expect(cache.readQuery({ query })).toEqual(data);
  });

  it('is a plain object module: the browser gets no graphql-js for it', () => {
    const source = readFileSync(join(root, 'web', 'src', '__generated__', 'possibleTypes.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/\brequire\(/);
  });
});
