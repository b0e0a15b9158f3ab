import { parse, type ASTNode } from 'graphql';

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

/** A copy of the node without `loc`, as graphql-tag's `stripLoc` leaves the definitions. */
function withoutLocations<T extends ASTNode | readonly ASTNode[]>(node: T): T {
  return JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'loc' ? undefined : value))) as T;
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
        parts.push(JSON.stringify(withoutLocations(definition)));
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
          json: JSON.stringify(withoutLocations(definition)),
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
  const fragments = [...fragmentVars.values()].map((f) => `const ${f.name} = ${f.json};`).join('\n');
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
