import { restRoutes } from '@storefront/schema/rest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as httpRequest } from 'undici';
import type { UpstreamConfig } from '../config.ts';
import { Deadline } from '../upstream/deadline.ts';

// The browser cannot reach the backend, so its payment cashier (/cashier/…, a server-rendered page
// with two forms) is served through here. Only the cashier's own paths, only GET and form POSTs,
// small bodies, no cookies or session headers towards the backend, and back only the headers a
// page needs: the backend's hosts and internals stay behind the gateway.

/**
 * The cashier's own routes as the contract lists them (schema/src/rest/pay.ts): the page
 * `GET /cashier/:payNo` and its forms `POST /cashier/:payNo/confirm` and `/cancel`, each with its
 * method. A path segment (`:payNo`) is letters, digits, `-` and `_`.
 */
const CASHIER_ROUTES = Object.values(restRoutes.pay)
  .filter((route) => route.prefix === null && route.path.startsWith('/cashier/'))
  .map((route) => ({
    method: route.method,
    path: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[A-Za-z0-9_-]{1,64}')}$`),
  }));

function isCashierRoute(method: string, path: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return CASHIER_ROUTES.some((route) => route.method === asked && route.path.test(path));
}
/** A form with two buttons posts almost nothing; anything large is not a cashier form. */
const MAX_FORM_BYTES = 8 * 1024;
/** The cashier page is a few kilobytes. */
const MAX_PAGE_BYTES = 512 * 1024;
const PASSED_HEADERS = [
  'content-type',
  'location',
  'cache-control',
  'content-security-policy',
  'referrer-policy',
];

function failure(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>收银台</title></head><body style="font:15px/1.6 sans-serif;text-align:center;padding:40px 16px"><p>${message}</p><p><a href="/myOrder/allorder?ProStatusType=999&amp;ProStatus=%E5%85%A8%E9%83%A8%E8%AE%A2%E5%8D%95">返回我的订单</a></p></body></html>`,
    );
}

async function forward(request: FastifyRequest, reply: FastifyReply, upstream: UpstreamConfig) {
  const [path = '', query] = request.url.split('?', 2);
  if (!isCashierRoute(request.method, path)) return failure(reply, 404, '支付链接无效');
  const headers: Record<string, string> = { accept: 'text/html' };
  let body: Buffer | undefined;
  if (request.method === 'POST') {
    // The cashier's forms post `application/x-www-form-urlencoded` (or nothing); nothing else.
    if (request.body !== undefined && !Buffer.isBuffer(request.body))
      return failure(reply, 415, '不支持的请求');
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = request.body ?? Buffer.alloc(0);
  }
  const deadline = new Deadline(upstream.timeoutMs);
  try {
    const res = await httpRequest(`${upstream.baseUrl}${path}${query ? `?${query}` : ''}`, {
      method: request.method as 'GET' | 'POST',
      headers,
      body,
      signal: deadline,
    });
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > MAX_PAGE_BYTES) {
        res.body.destroy();
        return failure(reply, 502, '收银台暂时无法打开，请稍后重试');
      }
      chunks.push(Buffer.from(chunk));
    }
    if (res.statusCode >= 500) return failure(reply, 502, '收银台暂时无法打开，请稍后重试');
    for (const name of PASSED_HEADERS) {
      const value = res.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    // Redirects (to /subscribe/paySuccess, back to /subscribe/pay) pass through as the backend wrote them.
    return reply.code(res.statusCode).send(Buffer.concat(chunks));
  } catch {
    return failure(reply, 502, '收银台暂时无法打开，请稍后重试');
  } finally {
    deadline.clear();
  }
}

/** GET and POST /cashier/* go to the backend's cashier; see the comment at the top. */
export function registerCashier(app: FastifyInstance, upstream: UpstreamConfig): void {
  // In its own scope, so the form parser and its small limit apply to these routes only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer', bodyLimit: MAX_FORM_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.get('/cashier/*', (request, reply) => forward(request, reply, upstream));
    scope.post('/cashier/*', { bodyLimit: MAX_FORM_BYTES }, (request, reply) =>
      forward(request, reply, upstream),
    );
  });
}
