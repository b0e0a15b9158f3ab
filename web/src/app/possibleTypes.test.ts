import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildSchema, isInterfaceType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { possibleTypes } from './apollo.ts';

// The cache's interface map must follow the SDL: a product's new Order implementation that is not
// listed would make `... on Order` fragments miss its orders.
describe('possibleTypes', () => {
  it('lists every implementation of every interface in the schema', () => {
    // The web project runs under jsdom (no file: URL for this module): find schema/ from the cwd up.
    let root = process.cwd();
    while (!existsSync(join(root, 'schema', 'base.graphql')) && dirname(root) !== root) root = dirname(root);
    const dir = join(root, 'schema') + '/';
    const sdl = readdirSync(dir)
      .filter((f) => f.endsWith('.graphql'))
      .map((f) => readFileSync(dir + f, 'utf8'))
      .join('\n');
    const schema = buildSchema(sdl);
    const fromSchema: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInterfaceType(type) && !type.name.startsWith('__')) {
        fromSchema[type.name] = schema
          .getPossibleTypes(type)
          .map((t) => t.name)
          .sort();
      }
    }
    const listed = Object.fromEntries(Object.entries(possibleTypes).map(([k, v]) => [k, [...v].sort()]));
    expect(listed).toEqual(fromSchema);
  });
});
