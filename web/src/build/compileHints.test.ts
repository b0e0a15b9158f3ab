import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compileHints.ts';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  code: `/* ${fileName} */`,
  map: { mappings: 'AAAA' },
});

describe('addCompileHints', () => {
  it('hints the entry and every chunk it reaches through static imports, and nothing else', () => {
    const bundle = {
      'index.js': chunk('index.js', ['react.js', 'apollo.js'], true),
      'react.js': chunk('react.js'),
      'apollo.js': chunk('apollo.js', ['graphql.js']),
      'graphql.js': chunk('graphql.js'),
      // A page and a popup: loaded later, through dynamic imports only.
      'airList.js': chunk('airList.js', ['react.js', 'flight.js']),
      'flight.js': chunk('flight.js'),
      'index.css': { type: 'asset', fileName: 'index.css', source: 'body{}' },
    };
    expect(addCompileHints(bundle)).toEqual(['apollo.js', 'graphql.js', 'index.js', 'react.js']);
    for (const name of ['index.js', 'react.js', 'apollo.js', 'graphql.js']) {
      const hinted = bundle[name as 'index.js'];
      // First line of the file, where V8 looks for it; the source map moves down a line with the code.
      expect(hinted.code).toBe(`${COMPILE_HINT}/* ${name} */`);
      expect(hinted.map.mappings).toBe(';AAAA');
    }
    expect(bundle['airList.js'].code).toBe('/* airList.js */');
    expect(bundle['flight.js'].code).toBe('/* flight.js */');
  });

  it('hints a chunk once, however many ways it is reached, and on a second pass', () => {
    const bundle = {
      'index.js': chunk('index.js', ['a.js', 'b.js'], true),
      'a.js': chunk('a.js', ['shared.js']),
      'b.js': chunk('b.js', ['shared.js']),
      'shared.js': chunk('shared.js', ['a.js']),
    };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['shared.js'].code).toBe(`${COMPILE_HINT}/* shared.js */`);
    expect(bundle['shared.js'].map.mappings).toBe(';AAAA');
  });
});
