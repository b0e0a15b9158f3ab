// The built servers as production runs them, for Lighthouse: the stand-in, the gateway (serving
// web/dist and /graphql) and, in front, a proxy standing in for deploy/nginx.conf: TLS with HTTP/2
// (`listen 443 ssl`, `http2 on`), on a certificate made for the run, and `gzip on` for HTML, JS,
// CSS, JSON and SVG at nginx's default level 1. The gateway sends the build's own Brotli/gzip copies
// of scripts and stylesheets (scripts/compress-assets.mjs), which nginx passes through untouched;
// HTML and GraphQL answers it sends plain, and nginx compresses those. HTTP/2 matters to the figures:
// Lighthouse's simulated phone gives an HTTP/1.1 origin six connections and a round trip per file,
// and one multiplexed connection to an HTTP/2 origin, as a phone has.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip, constants as zlib } from 'node:zlib';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function legacyHeaders() {
  return { seqnum: `H5-0-${Date.now()}-${randomBytes(4).toString('hex')}`, version: '1.2.3' };
}

async function waitFor(check, what, deadlineMs, child) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not come up within ${deadlineMs / 1000}s`);
}

function startNode(root, file, env, name, log) {
  const child = spawn(process.execPath, [join(root, file)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error message if it dies; not printed otherwise.
  child.stdout.on('data', (d) => log.push(`[${name}] ${d}`));
  child.stderr.on('data', (d) => log.push(`[${name}] ${d}`));
  return child;
}

const COMPRESSIBLE =
  /^(text\/html|text\/css|application\/javascript|text\/javascript|application\/json|image\/svg\+xml)/;

/** Connection-specific headers, which HTTP/2 forbids in an answer (nginx drops them too). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

function withoutHopByHop(headers) {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function throwAwayCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    // prettier-ignore
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1',
      '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'pipe' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch (error) {
    throw new Error(`could not make the proxy's certificate with openssl (apt-get install -y openssl): ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A reverse proxy over TLS, HTTP/2 with HTTP/1.1 as fallback, that gzips what nginx would
 * (deploy/nginx.conf) and passes everything else. `sockets` collects its connections, so that
 * stopping does not wait for a browser that keeps one open.
 */
function nginxLikeProxy(targetPort, sockets) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ ...throwAwayCertificate(), allowHTTP1: true }, (req, res) => {
    // The browser's Accept-Encoding goes through, so the gateway can answer with a precompressed asset.
    // HTTP/2's pseudo-headers do not: the authority becomes Host, as nginx's `proxy_set_header Host`.
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':')) headers[name] = value;
    headers.host ??= req.headers[':authority'];
    headers['x-forwarded-proto'] = 'https';
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers, agent },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (accepts && COMPRESSIBLE.test(type) && !up.headers['content-encoding'] && up.statusCode !== 304) {
          const out = withoutHopByHop({ ...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
          delete out['content-length'];
          res.writeHead(up.statusCode ?? 502, out);
          up.pipe(createGzip({ level: 1, flush: zlib.Z_NO_FLUSH })).pipe(res);
        } else {
          res.writeHead(up.statusCode ?? 502, withoutHopByHop(up.headers));
          up.pipe(res);
        }
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return server;
}

/**
 * Starts the stand-in (NODE_ENV=test so its dev SMS outbox exists; in-memory database), the
 * gateway (NODE_ENV=production) and the proxy. Returns the proxy's origin (https, on a certificate
 * the browser must be told to accept) and a stop function.
 */
export async function startServers({ root, gatewayEnv = 'production' }) {
  const log = [];
  const [legacyPort, gatewayPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const internalToken = randomBytes(24).toString('hex');
  const legacy = startNode(
    root,
    'legacy/dist/main.js',
    { NODE_ENV: 'test', LEGACY_PORT: String(legacyPort), LEGACY_DATA_DIR: ':memory:' },
    'stand-in',
    log,
  );
  const children = [legacy];
  const stop = async () => {
    for (const socket of proxySockets) socket.destroy();
    await new Promise((r) => proxy?.close(() => r()) ?? r());
    await Promise.all(
      children.map(
        (c) =>
          c.exitCode === null &&
          new Promise((r) => {
            c.once('exit', r);
            c.kill('SIGTERM');
            setTimeout(() => c.kill('SIGKILL'), 3000).unref();
          }),
      ),
    );
  };
  let proxy;
  const proxySockets = new Set();
  try {
    const legacyOrigin = `http://127.0.0.1:${legacyPort}`;
    await waitFor(
      async () => {
        const res = await fetch(`${legacyOrigin}/app/health`, { headers: legacyHeaders() });
        return res.ok && (await res.json()).flag === 0;
      },
      'the stand-in',
      60_000,
      legacy,
    );
    const gateway = startNode(
      root,
      'gateway/dist/main.js',
      {
        NODE_ENV: gatewayEnv,
        LOG_REQUESTS: process.env.BENCH_LOG ?? '',
        PORT: String(gatewayPort),
        HOST: '127.0.0.1',
        LEGACY_PORT: String(legacyPort),
        CS_SECRET: randomBytes(24).toString('hex'),
        // Lets the benchmark's own set-up (raw mutations, bench/gateway/setup.mjs) through.
        INTERNAL_TOOLS_TOKEN: internalToken,
      },
      'gateway',
      log,
    );
    children.push(gateway);
    const gatewayOrigin = `http://127.0.0.1:${gatewayPort}`;
    await waitFor(async () => (await fetch(`${gatewayOrigin}/healthz`)).ok, 'the gateway', 30_000, gateway);
    proxy = nginxLikeProxy(gatewayPort, proxySockets);
    await new Promise((r) => proxy.listen(proxyPort, '127.0.0.1', r));
    return { origin: `https://127.0.0.1:${proxyPort}`, gatewayOrigin, legacyOrigin, internalToken, stop, log };
  } catch (error) {
    await stop();
    error.message += `\n${log.join('').slice(-4000)}`;
    throw error;
  }
}
