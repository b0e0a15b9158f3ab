// The GraphQL sandbox (src/http/sandbox.ts, built from gateway/sandbox): who is served the page and
// its files, what the page may load, and introspection for the internal tools that use it in
// production (src/security/introspection.ts).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { SANDBOX_BASE, SANDBOX_CSP } from '../src/http/sandbox.ts';
import { createGateway, type Gateway } from '../src/server.ts';
import { emptyOperationsManifest } from './harness.ts';

const TOKEN = 'internal-tools-credential-for-sandbox-tests';
// No backend is needed: nothing here reaches it.
const NO_BACKEND = 'http://127.0.0.1:9';

/** A stand-in for the build: a page naming one script, and that script. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>GraphQL 沙盒</title><script type="module" src="${SANDBOX_BASE}assets/index-abc123.js"></script></head><body><div id="sandbox"></div></body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("sandbox")');
  return dir;
}

async function gateway(env: Record<string, string>): Promise<Gateway> {
  return createGateway(loadConfig({ LEGACY_URL: NO_BACKEND, WEB_DIST: 'none', ...env }));
}

const production = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  CS_SECRET: 'prod-secret',
  PERSISTED_OPERATIONS_FILE: emptyOperationsManifest(),
  ...extra,
});

const page = (g: Gateway, headers: Record<string, string> = {}) =>
  g.app.inject({ url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml', ...headers } });
const asset = (g: Gateway, headers: Record<string, string> = {}) =>
  g.app.inject({ url: `${SANDBOX_BASE}assets/index-abc123.js`, headers });

describe('who is served the sandbox', () => {
  const dist = fakeBuild();
  let dev: Gateway;
  let prod: Gateway;
  beforeAll(async () => {
    dev = await gateway({ NODE_ENV: 'test', SANDBOX_DIST: dist });
    prod = await gateway(production({ SANDBOX_DIST: dist, INTERNAL_TOOLS_TOKEN: TOKEN }));
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it('serves the page and its files to anyone in development, under a same-origin policy', async () => {
    const res = await page(dev);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe(readFileSync(join(dist, 'index.html'), 'utf8'));
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(SANDBOX_CSP);
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "worker-src 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    // Nothing but the origin (and data: for the stylesheet's fonts and icons) anywhere.
    expect(csp).not.toMatch(/https?:|\*|blob:|'unsafe-eval'/);

    const js = await asset(dev);
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toBe('console.log("sandbox")');
    expect(js.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('serves only the page at /graphql and only the build’s assets folder under its base', async () => {
    for (const url of [`${SANDBOX_BASE}index.html`, SANDBOX_BASE, `${SANDBOX_BASE}assets/../index.html`]) {
      const res = await dev.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<title>');
    }
  });

  it('in production, answers a request without the credential exactly as an unknown path', async () => {
    const unknown = await prod.app.inject({
      url: '/graphql/no-such-thing',
      headers: { accept: 'text/html' },
    });
    expect(unknown.statusCode).toBe(404);
    const refused = [
      await page(prod),
      await page(prod, { 'x-internal-token': `${TOKEN.slice(0, -1)}X` }),
      await page(prod, { 'x-internal-token': 'short' }),
      await page(prod, { 'x-internal-token': '' }),
      await asset(prod),
      await asset(prod, { 'x-internal-token': 'wrong' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.body).toBe(unknown.body);
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('in production, serves the page and its files to a request with the credential', async () => {
    const res = await page(prod, { 'x-internal-token': TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`${SANDBOX_BASE}assets/index-abc123.js`);
    expect(res.headers['content-security-policy']).toBe(SANDBOX_CSP);
    // The page is the build's file as it is: the credential is never written into it.
    expect(res.body).not.toContain(TOKEN);
    const js = await asset(prod, { 'x-internal-token': TOKEN });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toMatch(/^private,/);
  });

  it('still runs GraphQL at /graphql for everyone else', async () => {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'text/html, application/json' },
      payload: JSON.stringify({ query: '{ apiVersion }' }),
    });
    // A raw query without the credential, in production: refused by the operation gate, not a 404.
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].extensions.code).toBe('PERSISTED_OPERATION_REQUIRED');
  });

  it('is served to nobody when turned off, nor in production without a configured credential', async () => {
    const off = await gateway({ NODE_ENV: 'test', SANDBOX_DIST: dist, GRAPHQL_SANDBOX: '0' });
    const noToken = await gateway(production({ SANDBOX_DIST: dist }));
    try {
      for (const g of [off, noToken]) {
        expect((await page(g)).statusCode).toBe(404);
        expect((await page(g, { 'x-internal-token': TOKEN })).statusCode).toBe(404);
        expect((await asset(g, { 'x-internal-token': TOKEN })).statusCode).toBe(404);
      }
    } finally {
      await off.close();
      await noToken.close();
    }
  });

  it('says how to build it when it is not built, to whoever may have it', async () => {
    const missing = join(mkdtempSync(join(tmpdir(), 'sandbox-missing-')), 'sandbox');
    const g = await gateway({ NODE_ENV: 'test', SANDBOX_DIST: missing });
    try {
      const res = await page(g);
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('pnpm build:sandbox');
    } finally {
      await g.close();
    }
  });

  it('reads GRAPHQL_SANDBOX as everyone, internal tools only, or nobody', () => {
    const access = (env: Record<string, string>) => loadConfig({ CS_SECRET: 's', ...env }).sandbox;
    expect(access({})).toBe('everyone');
    expect(access({ NODE_ENV: 'production' })).toBe('internal');
    expect(access({ GRAPHQL_SANDBOX: 'internal' })).toBe('internal');
    expect(access({ NODE_ENV: 'production', GRAPHQL_SANDBOX: '1' })).toBe('everyone');
    expect(access({ GRAPHQL_SANDBOX: 'false' })).toBe('off');
  });
});

describe('introspection in production', () => {
  let prod: Gateway;
  beforeAll(async () => {
    // Raw queries allowed, so that only introspection itself stands between a caller and the schema.
    prod = await gateway(production({ INTERNAL_TOOLS_TOKEN: TOKEN, PERSISTED_OPERATIONS_REQUIRED: '0' }));
  });
  afterAll(() => prod.close());

  const post = (query: string, headers: Record<string, string> = {}) =>
    prod.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query }),
    });
  const SCHEMA = '{ __schema { queryType { name } } }';

  it('answers internal tools, whose sandbox builds its docs from it', async () => {
    const res = await post(SCHEMA, { 'x-internal-token': TOKEN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const type = await post('{ __type(name: "City") { name } }', { 'x-internal-token': TOKEN });
    expect(type.json().data).toEqual({ __type: { name: 'City' } });
  });

  it('refuses everyone else, also for a document Apollo has already validated for an internal tool', async () => {
    // The same text as the test above: Apollo's document cache holds it validated by now.
    for (const query of [
      SCHEMA,
      '{ __type(name: "City") { name } }',
      'query A { ...F } fragment F on Query { s: __schema { types { name } } }',
    ]) {
      const res = await post(query, { 'x-internal-token': 'not-the-token' });
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.data).toBeUndefined();
      expect(body.errors[0].message).toMatch(/introspection/i);
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    // __typename is no introspection.
    const typename = await post('{ __typename }');
    expect(typename.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('the built sandbox', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const outDir = mkdtempSync(join(tmpdir(), 'sandbox-build-'));
  const files: Record<string, string> = {};
  let html = '';

  beforeAll(async () => {
    // The real build, as `pnpm build:sandbox` makes it, into a folder of this test's own.
    await build({
      configFile: join(root, 'gateway', 'sandbox', 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    html = readFileSync(join(outDir, 'index.html'), 'utf8');
    // The scripts and stylesheets: what a browser reads URLs from (the font's metadata is no URL).
    for (const name of readdirSync(join(outDir, 'assets')).filter((n) => /\.(js|css)$/.test(n)))
      files[name] = readFileSync(join(outDir, 'assets', name), 'utf8');
  }, 180_000);

  /** Every URL the page names in an attribute. */
  const attributeUrls = () => [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]!);

  it('is a page naming only its own files, with no inline script, all served by the gateway', async () => {
    const urls = attributeUrls();
    expect(urls.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    for (const url of urls)
      expect(url === 'data:,' || url.startsWith(`${SANDBOX_BASE}assets/`), url).toBe(true);
    // Scripts come from files only (the policy allows no inline script).
    for (const m of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) expect(m[1]!.trim()).toBe('');

    const g = await gateway({ NODE_ENV: 'test', SANDBOX_DIST: outDir });
    try {
      expect((await page(g)).body).toBe(html);
      for (const url of urls.filter((u) => u.startsWith('/'))) {
        const res = await g.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
      }
    } finally {
      await g.close();
    }
  });

  it("bundles Monaco's workers as files of its own, started from the gateway's origin", () => {
    const workers = Object.values(files)
      .flatMap((text) => [...text.matchAll(/new Worker\(\s*[`'"]([^`'"]+)[`'"]/g)].map((m) => m[1]!))
      .sort();
    expect(workers).toHaveLength(3);
    for (const url of workers) {
      expect(url).toMatch(new RegExp(`^${SANDBOX_BASE}assets/(editor|json|graphql)\\.worker-[\\w-]+\\.js$`));
      expect(Object.keys(files)).toContain(url.slice(`${SANDBOX_BASE}assets/`.length));
    }
  });

  it('has no URL of another origin that the page would load', () => {
    for (const [name, text] of Object.entries(files)) {
      // Stylesheets: fonts and icons as data: URLs or files of the build, no imports.
      if (name.endsWith('.css')) {
        expect(text, name).not.toMatch(/@import/);
        for (const m of text.matchAll(/url\(\s*['"]?([^'")]*)/g))
          expect(
            m[1]!.startsWith('data:') || m[1]!.startsWith(`${SANDBOX_BASE}assets/`),
            `${name}: ${m[1]!.slice(0, 80)}`,
          ).toBe(true);
      }
      // Scripts: nothing loaded, fetched or started from an absolute URL.
      const loads =
        /(?:\bimport\s*\(?|\bfrom|\bimportScripts\s*\(|new\s+(?:Shared)?Worker\s*\(|\bfetch\s*\(|\.src\s*=|new\s+EventSource\s*\(|new\s+WebSocket\s*\()\s*[`'"](?:https?:|wss?:)?\/\//g;
      expect(text.match(loads), name).toBeNull();
    }
    // The absolute URLs left in the scripts are namespaces, schema ids, and links shown to people
    // (licences, docs, error pages). A new host here is to be looked at before it is let in.
    const hosts = new Set(
      Object.values(files).flatMap((text) =>
        [...text.matchAll(/https?:\/\/([a-z0-9.-]+\.[a-z]{2,})/gi)].map((m) => m[1]!.toLowerCase()),
      ),
    );
    const NOT_LOADED = [
      'www.w3.org', // SVG, XLink, MathML and XML namespaces
      'json-schema.org', // JSON Schema ids (Monaco's JSON worker fetches no schema: schemaRequest is off)
      'github.com',
      'react.dev', // React's error-decoder links in its messages
      'yarnpkg.com',
      'en.wikipedia.org',
      'commonmark.org',
      'prettier.io',
      'microsoft.com',
      'code.visualstudio.com',
      'www.onegraph.com', // the Explorer's credit link
    ];
    expect([...hosts].filter((host) => !NOT_LOADED.includes(host))).toEqual([]);
  });
});
