// The GraphQL sandbox: GraphiQL, built ahead of time (gateway/sandbox, `pnpm build:sandbox`) into
// static files that are read from disk here. None of its code is in the gateway's bundle or in the
// shopper's web app (docs/decisions/0009).
//
// - GET /graphql from a browser (Accept: text/html) answers the sandbox page;
// - GET /graphql/sandbox/assets/* answers its scripts, styles, Monaco's workers and font.
//
// Who gets them is config.sandbox: everyone in development; in production only a request carrying
// the internal tools' credential (`x-internal-token`), as an internal tool's proxy adds it to every
// request it forwards. Anyone else gets exactly what an unknown path gets.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { SandboxAccess } from '../config.ts';
import { isInternalTool } from '../security/persistedOperations.ts';

/** Where the built files are served; gateway/sandbox/vite.config.ts builds with this base. */
export const SANDBOX_BASE = '/graphql/sandbox/';

export interface SandboxOptions {
  access: SandboxAccess;
  /** The build's folder: index.html and assets/. */
  dir: string;
  /** The internal tools' credential (null: no request can present it). */
  internalToken: string | null;
}

/**
 * The page's Content-Security-Policy: everything from the gateway's own origin. Monaco writes its
 * themes and decorations into `<style>` elements at run time, hence inline styles; GraphiQL's fonts
 * and icons are data: URLs inside its stylesheet.
 */
export const SANDBOX_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface Sandbox {
  /** Whether this request is a browser asking for the sandbox page (GET, Accept: text/html). */
  isPageRequest(request: FastifyRequest): boolean;
  /** Answers the page, or what an unknown path gets when this request may not have it. */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export async function registerSandbox(app: FastifyInstance, options: SandboxOptions): Promise<Sandbox> {
  const { access, dir, internalToken } = options;
  const allowed = (request: FastifyRequest): boolean =>
    access === 'everyone' ||
    (access === 'internal' && isInternalTool(request.headers['x-internal-token'], internalToken));

  if (access !== 'off') {
    // The hashed files of the build, from disk (only an internal tool or a developer ever loads
    // them, so the gateway keeps none of their megabytes in memory), with the build's .br/.gz copies.
    await app.register(fastifyStatic, {
      root: join(dir, 'assets'),
      prefix: `${SANDBOX_BASE}assets/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // A refused request goes on to the not-found handler: the same 404 as any unknown path.
      allowedPath: (_path, _root, request) => allowed(request),
      setHeaders: (reply) => {
        // `private`: a shared cache must never hand them to a request without the credential.
        reply.header('cache-control', 'private, max-age=31536000, immutable');
      },
    });
  }

  const indexPath = join(dir, 'index.html');
  return {
    isPageRequest(request) {
      return request.method === 'GET' && String(request.headers.accept ?? '').includes('text/html');
    },
    sendPage(request, reply) {
      if (!allowed(request)) {
        reply.callNotFound();
        return reply;
      }
      // Read on each visit (a small file, opened by people, not by traffic): a rebuild while the
      // gateway runs is picked up, with its new file names.
      if (!existsSync(indexPath)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('GraphQL 沙盒尚未构建：请运行 pnpm build:sandbox（pnpm build 与 pnpm dev 会自动构建）。\n');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', SANDBOX_CSP)
        .send(readFileSync(indexPath, 'utf8'));
    },
  };
}
