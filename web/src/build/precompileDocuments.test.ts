import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../__generated__/graphql.ts';
import generatedSource from '../__generated__/graphql.ts?raw';
import { precompileDocuments } from './precompileDocuments.ts';

function isDocument(value: unknown): value is DocumentNode {
  return !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'Document';
}

describe('precompileDocuments', () => {
  const result = precompileDocuments(generatedSource);
  const literals = new Function(result.literals)() as Record<string, DocumentNode>;
  const runtime = Object.entries(generated).filter((entry): entry is [string, DocumentNode] =>
    isDocument(entry[1]),
  );

  it('rewrites every document of the generated module and leaves no gql template or import', () => {
    expect(runtime.length).toBeGreaterThan(50);
    expect(Object.keys(literals).sort()).toEqual(runtime.map(([name]) => name).sort());
    expect(result.code).not.toMatch(/\bgql\b/);
    // Hooks and types are untouched.
    expect(result.code).toContain('export function useHomePageQuery(');
  });

  it('prints every document exactly as graphql-tag parses it at run time (same persisted-operation ids)', () => {
    for (const [name, document] of runtime) {
      expect(print(literals[name]!), name).toBe(print(document));
      expect(
        literals[name]!.definitions.map((d) => d.kind),
        name,
      ).toEqual(document.definitions.map((d) => d.kind));
    }
  });

  it('includes each fragment a document pulls in once, and shares its definition between documents', () => {
    const fragmentNames = (doc: DocumentNode) =>
      doc.definitions.flatMap((d) => (d.kind === 'FragmentDefinition' ? [d.name.value] : []));
    for (const document of Object.values(literals)) {
      const names = fragmentNames(document);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(result.literals.match(/const __fragment\d+ = /g)?.length).toBe(
      new Set(Object.values(literals).flatMap(fragmentNames)).size,
    );
  });

  it('keeps a repeated fragment once, and refuses two different fragments of one name', () => {
    const module = [
      "import { gql } from '@apollo/client';",
      'export const ADoc = gql`\n    fragment A on T {\n  id\n}\n    `;',
      'export const BDoc = gql`\n    fragment B on T {\n  ...A\n}\n    ${ADoc}`;',
      'export const QDocument = gql`\n    query Q {\n  t {\n    ...A\n    ...B\n  }\n}\n    ${ADoc}\n${BDoc}`;',
    ].join('\n');
    const out = precompileDocuments(module);
    const docs = new Function(out.literals)() as Record<string, DocumentNode>;
    expect(print(docs['QDocument']!)).toBe(
      'query Q {\n  t {\n    ...A\n    ...B\n  }\n}\n\nfragment A on T {\n  id\n}\n\nfragment B on T {\n  ...A\n}',
    );
    expect(out.code).not.toContain('import { gql }');

    const clash = module.replace('fragment B on T {\n  ...A\n}', 'fragment A on T {\n  name\n}');
    expect(() => precompileDocuments(clash)).toThrow(/two different fragments named A/);
  });
});
