// The HTTP surface: SPA fallback, health, metrics, sandbox, introspection and production masking.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createGateway, type Gateway } from '../src/server.ts';
import { emptyOperationsManifest, startStack, type Stack } from './harness.ts';

let stack: Stack;
let web: Gateway;
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));

beforeAll(async () => {
  stack = await startStack();
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>悠游旅行</title>\n  </head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        { path: '/', js: ['/assets/home-1.js'], css: [] },
        {
          path: '/air/airList',
          js: ['/assets/airList-1.js', '/assets/days-1.js'],
          css: ['/assets/flight-1.css'],
        },
        { path: '/share/:id?', js: ['/assets/share-1.js', 'https://evil.example/x.js'], css: [] },
      ],
    }),
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(dist, 'assets', 'gone-def456.css'), '.a{color:red}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  web = await createGateway(loadConfig({ NODE_ENV: 'test', LEGACY_URL: stack.legacyUrl, WEB_DIST: dist }));
});
afterAll(async () => {
  await web.close();
  await stack.close();
});

describe('web app serving', () => {
  it('serves index.html for client routes and the hashed assets with a long cache', async () => {
    for (const url of ['/', '/air/airList?a=1', '/personal/guest/info']) {
      const res = await web.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await web.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("names a page's own chunks in the HTML of its path, so they load with the entry", async () => {
    const html = async (url: string) =>
      (await web.app.inject({ url, headers: { accept: 'text/html' } })).body;
    const list = await html('/air/airList?start_city_code=BJS');
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/airList-1.js">');
    expect(list).toContain('<link rel="modulepreload" crossorigin href="/assets/days-1.js">');
    expect(list).toContain('<link rel="stylesheet" crossorigin href="/assets/flight-1.css">');
    expect(list.indexOf('airList-1.js')).toBeLessThan(list.indexOf('</head>'));
    expect(list).not.toContain('home-1.js');
    expect(await html('/')).toContain('href="/assets/home-1.js"');
    // Optional parameters match with and without; nothing but the build's own assets is named.
    for (const url of ['/share', '/share/42']) {
      const share = await html(url);
      expect(share).toContain('href="/assets/share-1.js"');
      expect(share).not.toContain('evil.example');
    }
    // A path that is no page gets index.html as built (the app shows its 404 screen).
    const unknown = await html('/no/such/page');
    expect(unknown).toContain('<div id="root">');
    expect(unknown).not.toContain('modulepreload');
  });

  it('sends the build-time Brotli copy of an asset to a browser that accepts it', async () => {
    const br = await web.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers the hashed assets from memory: gzip where Brotli is refused, 304 on a matching etag', async () => {
    // Removed from disk after start: still served, as read at start.
    rmSync(join(dist, 'assets', 'gone-def456.css'));
    const css = await web.app.inject({ url: '/assets/gone-def456.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toBe('.a{color:red}');

    const gz = await web.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');

    const etag = String(gz.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await web.app.inject({ url: '/assets/app-abc123.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await web.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
    expect(head.statusCode).toBe(200);

    for (const url of ['/assets/nothing-1.js', '/assets/app-abc123.js.br', '/assets/a/b.js']) {
      const missing = await web.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
    }
    // What is not under assets/ comes from disk and is revalidated.
    const icon = await web.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('marks GraphQL answers as not to be stored by any cache', async () => {
    const res = await stack.client().gql('{ me { id } }');
    expect(res.status).toBe(200);
    const raw = await stack.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect(raw.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 JSON for unknown assets and GraphQL paths, never the app', async () => {
    for (const url of ['/assets/missing.js', '/graphql/extra', '/favicon-none.png']) {
      const res = await web.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('operations endpoints', () => {
  it('answers /healthz, /readyz while the backend is up, and /metrics with upstream counters', async () => {
    expect((await web.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await web.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await stack
      .client()
      .gql('mutation { sendVerifyCode(input: { mobile: "13900001111", purpose: LOGIN }) { resendIn } }');
    const metrics = await stack.gateway.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/gateway_upstream_calls_total\{prefix="\/api",outcome="ok"/);
    expect(metrics.body).toContain('gateway_graphql_operations_total');
  });

  it('serves /metrics to this host or an internal tool only, in production too', async () => {
    const prod = await createGateway(
      loadConfig({
        NODE_ENV: 'production',
        CS_SECRET: 'test-cs-secret',
        LEGACY_URL: stack.upstreamUrl,
        WEB_DIST: 'none',
        PERSISTED_OPERATIONS_FILE: emptyOperationsManifest(),
        INTERNAL_TOOLS_TOKEN: 'internal-test-token',
        TRUST_PROXY: 'loopback',
      }),
    );
    try {
      const at = (remoteAddress: string, headers: Record<string, string> = {}) =>
        prod.app.inject({ url: '/metrics', remoteAddress, headers });
      expect((await at('127.0.0.1')).statusCode).toBe(200);
      expect((await at('::1')).statusCode).toBe(200);
      // From outside, or through a proxy on this host (nginx forwards the client's address): nothing.
      const outside = await at('203.0.113.9');
      expect(outside.statusCode).toBe(404);
      expect(outside.body).not.toContain('gateway_');
      expect((await at('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
      expect((await at('203.0.113.9', { 'x-internal-token': 'wrong-token-value' })).statusCode).toBe(404);
      const tool = await at('203.0.113.9', { 'x-internal-token': 'internal-test-token' });
      expect(tool.statusCode).toBe(200);
      expect(tool.body).toContain('gateway_graphql_operations_total');
    } finally {
      await prod.close();
    }
  });

  it('is not ready when the backend is down', async () => {
    const orphan = await createGateway(
      loadConfig({ NODE_ENV: 'test', LEGACY_URL: 'http://127.0.0.1:9', WEB_DIST: 'none' }),
    );
    expect((await orphan.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    await orphan.close();
  });

  it('refuses GET queries without a preflight header (CSRF prevention) and batches', async () => {
    const get = await web.app.inject({ url: '/graphql?query=%7BapiVersion%7D' });
    expect(get.statusCode).toBe(400);
    const batch = await web.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ apiVersion }' }, { query: '{ apiVersion }' }]),
    });
    expect(batch.statusCode).toBe(400);
  });
});

describe('production mode', () => {
  let prod: Gateway;
  beforeAll(async () => {
    prod = await createGateway(
      loadConfig({
        NODE_ENV: 'production',
        CS_SECRET: 'prod-secret',
        LEGACY_URL: 'http://127.0.0.1:9',
        WEB_DIST: 'none',
        // Raw queries in production need the internal tools' credential (security.test.ts tests that).
        INTERNAL_TOOLS_TOKEN: 'internal-test-token',
        PERSISTED_OPERATIONS_FILE: emptyOperationsManifest(),
      }),
    );
  });
  afterAll(() => prod.close());

  const post = (query: string) =>
    prod.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        cookie: 'sf_token=abcdef0123456789',
        'x-internal-token': 'internal-test-token',
      },
      payload: JSON.stringify({ query }),
    });

  it('hides stacks, upstream hosts and paths in errors', async () => {
    const res = await post('{ me { id } }');
    const body = res.body;
    expect(res.json().errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(body).not.toContain('127.0.0.1');
    expect(body).not.toContain('/user/getUserInfo');
    expect(body).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('turns off field suggestions, and the sandbox and introspection to all but internal tools', async () => {
    const typo = await post('{ mee { id } }');
    expect(typo.body).not.toMatch(/Did you mean/);
    // `post` presents the internal tools' credential: their sandbox builds its docs from the schema.
    // Everyone else is refused both (sandbox.test.ts).
    const intro = await post('{ __schema { queryType { name } } }');
    expect(intro.json().data.__schema.queryType.name).toBe('Query');
    const page = await prod.app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).not.toContain('text/html');
  });
});

describe('configuration', () => {
  it('refuses to start in production on the development customer-service secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CS_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', CS_SECRET: 's3cret' }).customerService.secret).toBe('s3cret');
  });
});
