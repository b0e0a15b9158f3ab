import { parse } from 'graphql';

/**
 * Build-time step of `vite build` (vite.config.ts): the generated operations module
 * (src/__generated__/graphql.ts) writes each document as a `gql` template, which graphql-tag parses
 * when the module loads — every operation of the app, on every start, with graphql-js's parser
 * shipped to the browser to do it. This turns each template into the document graphql-tag would
 * have produced, as a literal: the same definitions in the same order (fragments a document pulls
 * in through `${…}` included, repeated ones once), without source locations, which nothing reads.
 * The printed text, and so the persisted-operation id the gateway knows the operation by, stays
 * exactly the same (precompileDocuments.test.ts checks every document against graphql-tag).
 *
 * Fragment definitions are emitted once and shared by every document that includes them.
 */

const TEMPLATE = /^export const (\w+) = gql`([^`]*)`;$/gm;
const INTERPOLATION = /\$\{(\w+)\}/g;
const GQL_IMPORT = /^import \{ gql \} from '@apollo\/client';\n/m;

/** graphql-tag's cache key of a piece of source: runs of whitespace and commas as one space. */
function normalize(text: string): string {
  return text.replace(/[\s,]+/g, ' ').trim();
}

/**
 * Two helpers the rewritten module defines: most nodes are plain names and plain fields, and writing
 * each as a call instead of a full object literal makes the operations module about half as big
 * gzipped (it is part of every first load). They build exactly the nodes the parser would.
 */
const HELPERS = [
  "const __n = (value) => ({ kind: 'Name', value });",
  'const __f = (name, selections) => selections',
  "  ? { kind: 'Field', name: __n(name), arguments: [], directives: [], selectionSet: { kind: 'SelectionSet', selections } }",
  "  : { kind: 'Field', name: __n(name), arguments: [], directives: [] };",
].join('\n');

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** JavaScript for a node without locations, plain names and fields written through the helpers. */
function literal(node: unknown): string {
  if (Array.isArray(node)) return `[${node.map(literal).join(',')}]`;
  if (node === null || typeof node !== 'object') return JSON.stringify(node);
  const entries = Object.entries(node as Record<string, unknown>).filter(
    ([key, value]) => key !== 'loc' && value !== undefined,
  );
  const o = Object.fromEntries(entries);
  const keys = Object.keys(o).sort().join(',');
  if (o.kind === 'Name' && keys === 'kind,value') return `__n(${JSON.stringify(o.value)})`;
  if (o.kind === 'Field' && !o.alias && isEmptyList(o.arguments) && isEmptyList(o.directives)) {
    const name = JSON.stringify((o.name as { value: string }).value);
    const set = o.selectionSet as { kind: string; selections: unknown[] } | undefined;
    const setKeys = set
      ? Object.keys(set)
          .filter((k) => k !== 'loc')
          .sort()
          .join(',')
      : '';
    if (!set) return `__f(${name})`;
    if (setKeys === 'kind,selections') return `__f(${name},${literal(set.selections)})`;
  }
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${literal(value)}`).join(',')}}`;
}

export interface PrecompiledModule {
  code: string;
  /**
   * The documents exactly as the rewritten module defines them, as a function body that returns
   * them by export name (`new Function(literals)()`): what the tests compare with graphql-tag.
   */
  literals: string;
}

/** Rewrites the generated module's `gql` templates into document literals. */
export function precompileDocuments(code: string): PrecompiledModule {
  // The text graphql-tag parses for each export: its template with each `${Doc}` replaced by the
  // text that document was parsed from.
  const sources = new Map<string, string>();
  // Shared fragment definitions: by their printed-source key, the variable that holds each.
  const fragmentVars = new Map<string, { name: string; json: string }>();
  const exportsJs: Array<{ match: string; name: string; literal: string }> = [];

  for (const match of code.matchAll(TEMPLATE)) {
    const [whole, exportName, template] = match as unknown as [string, string, string];
    const source = template.replace(INTERPOLATION, (_, ref: string) => {
      const body = sources.get(ref);
      if (body === undefined)
        throw new Error(`precompileDocuments: ${exportName} uses ${ref} before it is defined`);
      return body;
    });
    sources.set(exportName, source);

    // graphql-tag: parse, keep the first of repeated fragments (same name, same text), drop locations.
    const parsed = parse(source);
    const seen = new Set<string>();
    const seenNames = new Map<string, string>();
    const parts: string[] = [];
    for (const definition of parsed.definitions) {
      if (definition.kind !== 'FragmentDefinition') {
        parts.push(literal(definition));
        continue;
      }
      const key = normalize(source.slice(definition.loc!.start, definition.loc!.end));
      const name = definition.name.value;
      if (seenNames.has(name) && seenNames.get(name) !== key)
        throw new Error(`precompileDocuments: two different fragments named ${name} in ${exportName}`);
      seenNames.set(name, key);
      if (seen.has(key)) continue;
      seen.add(key);
      let shared = fragmentVars.get(key);
      if (!shared) {
        shared = {
          name: `__fragment${fragmentVars.size}`,
          json: literal(definition),
        };
        fragmentVars.set(key, shared);
      }
      parts.push(shared.name);
    }
    exportsJs.push({
      match: whole,
      name: exportName,
      literal: `{"kind":"Document","definitions":[${parts.join(',')}]}`,
    });
  }
  const fragments = [HELPERS, ...[...fragmentVars.values()].map((f) => `const ${f.name} = ${f.json};`)].join(
    '\n',
  );
  const literals = [
    fragments,
    ...exportsJs.map((e) => `const ${e.name} = ${e.literal};`),
    `return { ${exportsJs.map((e) => e.name).join(', ')} };`,
  ].join('\n');
  if (exportsJs.length === 0) return { code, literals };

  let out = code;
  exportsJs.forEach(({ match, name, literal }, i) => {
    // The shared fragment definitions go just before the first document, which is before any use.
    const prefix = i === 0 ? `${fragments}\n` : '';
    out = out.replace(match, () => `${prefix}export const ${name} = ${literal};`);
  });
  out = out.replace(GQL_IMPORT, '');
  if (/\bgql`/.test(out)) throw new Error('precompileDocuments: a gql template was left unconverted');
  return { code: out, literals };
}
