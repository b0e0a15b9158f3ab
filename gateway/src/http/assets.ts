/**
 * The build's hashed scripts and stylesheets (`web/dist/assets/`), held in memory and answered
 * without touching the disk. A first visit asks for some forty of them at once; served from files,
 * each took several file-system calls through libuv's four-thread pool (the stat of each compressed
 * copy, open, read, close), and the last of them waited behind the rest: about 100 ms median TTFB on
 * this project's 2-core benchmark machine, which Lighthouse's simulation charges to the page's HTML
 * too. Their names carry their content hash, so they never change while the process runs: they are
 * read once at start (a few MB with the Brotli and gzip copies scripts/compress-assets.mjs writes).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

interface Asset {
  type: string;
  etag: string;
  /** By content-encoding: `identity` always, `br` and `gzip` where the build wrote them. */
  bodies: Map<'identity' | 'br' | 'gzip', Buffer>;
}

/** Every file of `dir` except the compressed copies, which go with the file they compress. */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(dir)) return assets;
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = readFileSync(join(dir, name));
    const bodies: Asset['bodies'] = new Map([['identity', body]]);
    for (const [suffix, encoding] of [
      ['.br', 'br'],
      ['.gz', 'gzip'],
    ] as const) {
      const copy = join(dir, name + suffix);
      if (existsSync(copy)) bodies.set(encoding, readFileSync(copy));
    }
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    assets.set(name, {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      etag: `"${hash}"`,
      bodies,
    });
  }
  return assets;
}

/** The encoding to send: Brotli, then gzip, where the client accepts it (q=0 refuses) and a copy exists. */
function chooseEncoding(acceptEncoding: string, available: Asset['bodies']): 'identity' | 'br' | 'gzip' {
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (coding && !refused) accepted.add(coding.trim());
  }
  for (const encoding of ['br', 'gzip'] as const)
    if ((accepted.has(encoding) || accepted.has('*')) && available.has(encoding)) return encoding;
  return 'identity';
}

/** GET (and HEAD) `/assets/<name>` from memory; anything not in the build is a 404 like any other. */
export function registerAssets(app: FastifyInstance, dir: string): void {
  const assets = loadAssets(dir);
  app.get('/assets/:name', (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return reply.callNotFound();
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding')
      .header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
    const encoding = chooseEncoding(String(request.headers['accept-encoding'] ?? ''), asset.bodies);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type(asset.type).send(asset.bodies.get(encoding));
  });
}
