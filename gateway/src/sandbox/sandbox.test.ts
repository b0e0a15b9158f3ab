import { createHash } from 'node:crypto';
import { buildSchema, graphql, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SANDBOX_LIB } from './client.ts';
import { SANDBOX_SCRIPT, sandboxContentSecurityPolicy, sandboxPage } from './index.ts';

const page = sandboxPage({ endpoint: '/graphql' });

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
}

// The pure half of the client, evaluated without any DOM.
interface Lib {
  INTROSPECTION_QUERY: string;
  operationsIn(src: string): Array<{ kind: string; name: string | null; start: number; end: number }>;
  pickOperation(src: string, cursor: number): { name: string | null; count: number };
  parseJsonObject(text: string, label: string): Record<string, unknown> | undefined;
  parseHeaders(text: string): Record<string, string>;
  typeRefText(ref: unknown): string;
  namedTypeOf(ref: unknown): string | null;
  addHistory<T extends { query: string; variables: string; headers: string }>(
    list: T[],
    entry: T,
    limit: number,
  ): T[];
  searchSchema(types: unknown[], query: string, limit: number): Array<{ type: string; field: string | null }>;
  introspectionDisabled(result: unknown): boolean;
  formatBytes(n: number): string;
  jsonTokens(text: string): Array<{ cls: string; text: string }>;
}
const lib = new Function(
  `${SANDBOX_LIB}\nreturn { INTROSPECTION_QUERY, operationsIn, pickOperation, parseJsonObject, parseHeaders,
    typeRefText, namedTypeOf, addHistory, searchSchema, introspectionDisabled, formatBytes, jsonTokens };`,
)() as Lib;

describe('sandboxPage', () => {
  it('is a complete HTML document', () => {
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<html lang="zh-CN">');
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('loads nothing from the network: no URLs, no external scripts, styles or images', () => {
    expect(page).not.toMatch(/https?:\/\//i);
    expect(page).not.toMatch(/\/\/[a-z0-9.-]+\.[a-z]{2,}\//i); // protocol-relative
    expect(page).not.toMatch(/<script[^>]+src=/i);
    expect(page).not.toMatch(/<link[^>]+href=/i);
    expect(page).not.toMatch(/<img/i);
    expect(page).not.toMatch(/@import|url\(/i);
  });

  it('references the endpoint and only that URL when given an absolute one', () => {
    expect(page).toContain('<meta name="graphql-endpoint" content="/graphql">');
    const absolute = sandboxPage({ endpoint: 'http://127.0.0.1:8080/graphql' });
    const urls = absolute.match(/https?:\/\/[^\s"'<>]+/g);
    expect(urls).toEqual(['http://127.0.0.1:8080/graphql']);
  });

  it('escapes the endpoint so it cannot break out of the attribute', () => {
    const hostile = sandboxPage({ endpoint: '/graphql"><script>alert(1)</script>' });
    expect(hostile).toContain('content="/graphql&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(inlineScripts(hostile)).toHaveLength(1);
  });

  it('posts JSON with the CSRF preflight header and same-origin credentials', () => {
    expect(SANDBOX_SCRIPT).toContain("headers['apollo-require-preflight'] = 'true'");
    expect(SANDBOX_SCRIPT).toContain("credentials: 'same-origin'");
    expect(SANDBOX_SCRIPT).toContain("method: 'POST'");
    expect(SANDBOX_SCRIPT).toContain("headers['content-type'] = 'application/json'");
  });

  it('has one inline script, and it parses', () => {
    const scripts = inlineScripts(page);
    expect(scripts).toEqual([SANDBOX_SCRIPT]);
    expect(() => new Function(scripts[0]!)).not.toThrow();
  });

  it('never writes markup from data', () => {
    expect(SANDBOX_SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(/);
  });

  it('has the editor, variables, headers, response, docs search and history', () => {
    for (const id of [
      'operation',
      'variables',
      'headers',
      'run',
      'result',
      'doc-search',
      'doc-body',
      'history-list',
    ]) {
      expect(page).toContain(`id="${id}"`);
    }
  });

  it('offers a CSP that allows exactly its inline script and style', () => {
    const csp = sandboxContentSecurityPolicy({ endpoint: '/graphql' });
    const hash = createHash('sha256').update(SANDBOX_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(sandboxContentSecurityPolicy({ endpoint: 'http://127.0.0.1:9/graphql' })).toContain(
      "connect-src 'self' http://127.0.0.1:9",
    );
  });
});

describe('sandbox client logic', () => {
  it('has a valid introspection query that works against a schema', async () => {
    expect(() => parse(lib.INTROSPECTION_QUERY)).not.toThrow();
    const schema = buildSchema(`
      "Root"
      type Query { "Greets" hello("Who" name: String = "x"): [String!]! }
    `);
    const result = await graphql({ schema, source: lib.INTROSPECTION_QUERY, rootValue: {} });
    expect(result.errors).toBeUndefined();
    const types = (result.data as { __schema: { types: Array<{ name: string; fields: unknown[] | null }> } })
      .__schema.types;
    const query = types.find((t) => t.name === 'Query') as unknown as {
      description: string;
      fields: Array<{
        name: string;
        description: string;
        args: Array<{ description: string; defaultValue: string }>;
        type: unknown;
      }>;
    };
    expect(query.description).toBe('Root');
    expect(query.fields[0]!.args[0]).toMatchObject({ description: 'Who', defaultValue: '"x"' });
    expect(lib.typeRefText(query.fields[0]!.type)).toBe('[String!]!');
    expect(lib.namedTypeOf(query.fields[0]!.type)).toBe('String');
  });

  it('finds operations, ignoring comments, strings, fragments and nested braces', () => {
    const doc = [
      '# query Commented { x }',
      'query A($input: In = {a: 1}) { a(s: "query B {") { b } }',
      'fragment F on T { c }',
      'mutation @dir Bm { d }',
      '{ anon }',
      'subscription S($x: Int) { e }',
    ].join('\n');
    const ops = lib.operationsIn(doc);
    expect(ops.map((o) => [o.kind, o.name])).toEqual([
      ['query', 'A'],
      ['fragment', 'F'],
      ['mutation', 'Bm'],
      ['query', null],
      ['subscription', 'S'],
    ]);
    expect(doc.slice(ops[0]!.start, ops[0]!.end)).toBe(
      'query A($input: In = {a: 1}) { a(s: "query B {") { b } }',
    );
  });

  it('runs the operation under the cursor when there are several', () => {
    const doc = 'query One { a }\n\nquery Two { b }\n';
    expect(lib.pickOperation(doc, 3)).toEqual({ name: 'One', count: 2 });
    expect(lib.pickOperation(doc, doc.indexOf('Two') + 2)).toEqual({ name: 'Two', count: 2 });
    expect(lib.pickOperation(doc, doc.length)).toEqual({ name: 'Two', count: 2 });
    expect(lib.pickOperation('{ a }', 0)).toEqual({ name: null, count: 1 });
    expect(lib.pickOperation('', 0)).toEqual({ name: null, count: 0 });
  });

  it('parses variables and headers JSON with Chinese errors', () => {
    expect(lib.parseJsonObject('', '变量')).toBeUndefined();
    expect(lib.parseJsonObject('{"a": 1}', '变量')).toEqual({ a: 1 });
    expect(() => lib.parseJsonObject('{a: 1}', '变量')).toThrow(/变量不是合法的 JSON/);
    expect(() => lib.parseJsonObject('[1]', '变量')).toThrow(/必须是 JSON 对象/);
    expect(lib.parseHeaders('{"x-a": "1", "x-b": 2}')).toEqual({ 'x-a': '1', 'x-b': '2' });
    expect(lib.parseHeaders('')).toEqual({});
    expect(() => lib.parseHeaders('{"x": {}}')).toThrow(/字符串/);
  });

  it('keeps a short, de-duplicated history, newest first', () => {
    const entry = (query: string) => ({ query, variables: '{}', headers: '{}' });
    let list: Array<ReturnType<typeof entry>> = [];
    for (const q of ['a', 'b', 'a', 'c', 'd']) list = lib.addHistory(list, entry(q), 3);
    expect(list.map((h) => h.query)).toEqual(['d', 'c', 'a']);
  });

  it('searches type and field names before descriptions', () => {
    const types = [
      {
        name: 'Query',
        kind: 'OBJECT',
        description: '',
        fields: [{ name: 'order', description: 'One order' }],
      },
      {
        name: 'Order',
        kind: 'INTERFACE',
        description: 'An order',
        fields: [{ name: 'id', description: '' }],
      },
      { name: 'User', kind: 'OBJECT', description: 'Has orders', fields: [] },
      { name: '__Type', kind: 'OBJECT', description: 'order', fields: [] },
    ];
    const hits = lib.searchSchema(types, 'ORDER', 10).map((h) => (h.field ? `${h.type}.${h.field}` : h.type));
    expect(hits).toEqual(['Order', 'Query.order', 'User']);
    expect(lib.searchSchema(types, '  ', 10)).toEqual([]);
  });

  it('recognises a server with introspection switched off', () => {
    expect(
      lib.introspectionDisabled({
        errors: [
          {
            message:
              'GraphQL introspection is not allowed by Apollo Server, but the query contained __schema or __type.',
          },
        ],
      }),
    ).toBe(true);
    expect(lib.introspectionDisabled({ errors: [{ message: 'Syntax Error' }] })).toBe(false);
    expect(lib.introspectionDisabled({ data: { __schema: {} } })).toBe(false);
    expect(lib.introspectionDisabled(null)).toBe(false);
  });

  it('tokenises JSON for colouring without losing text', () => {
    const text = JSON.stringify({ a: 'x"<b>', n: -1.5e3, t: true, z: null, l: [1] }, null, 2);
    const tokens = lib.jsonTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens.filter((t) => t.cls === 'tk-key').map((t) => t.text)).toEqual([
      '"a"',
      '"n"',
      '"t"',
      '"z"',
      '"l"',
    ]);
    expect(tokens.find((t) => t.cls === 'tk-str')?.text).toBe('"x\\"<b>"');
    expect(lib.formatBytes(2048)).toBe('2.0 KB');
  });
});
