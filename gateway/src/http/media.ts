import type { FastifyInstance } from 'fastify';
import type { UpstreamClient } from '../upstream/index.ts';
import { upstreamMediaPath } from '../domains/shared/media.ts';

const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'cache-control', 'last-modified'];

/** GET /media/* streams the backend's images (placeholders, avatars) with their cache headers. */
export function registerMedia(app: FastifyInstance, upstream: UpstreamClient): void {
  app.get('/media/*', async (request, reply) => {
    const [path, query = ''] = request.url.split('?');
    const target = upstreamMediaPath(path ?? '');
    if (!target) return reply.code(404).send({ error: 'Not Found', message: '图片不存在' });
    const headers: Record<string, string> = {};
    const inm = request.headers['if-none-match'];
    if (typeof inm === 'string') headers['if-none-match'] = inm;
    try {
      const res = await upstream.stream(query ? `${target}?${query}` : target, headers);
      if (res.status !== 200 && res.status !== 304) {
        res.body.resume();
        return reply.code(404).send({ error: 'Not Found', message: '图片不存在' });
      }
      for (const name of PASSED_HEADERS) {
        const value = res.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      return reply.code(res.status).send(res.status === 304 ? undefined : res.body);
    } catch {
      return reply.code(502).send({ error: 'Bad Gateway', message: '图片暂时无法加载' });
    }
  });
}
