// The placeholder pictures the home and the catalogues show, drawn by the stand-in.
import { optional, params, rawBody, route, text } from './kit.ts';

export const imageRoutes = {
  media: route({
    prefix: '/api',
    method: 'GET',
    path: '/media/:kind/:file',
    auth: 'none',
    // Fetched by <img> tags, which cannot send seqnum or version: outside the header rules.
    headers: false,
    params: params({ sub: optional(text('副标题', { description: 'subtitle' })) }),
    data: rawBody,
    raw:
      'an SVG (`image/svg+xml`), `ETag`, `Cache-Control: public, max-age=86400`; 304 to a matching ' +
      '`If-None-Match`',
    doc: { params: '`:file` is `<name>.svg`; **no headers required** (an `<img>` fetches it)' },
    flags: [
      [
        4040,
        'HTTP 404 with the envelope, for an unknown kind, a file that is not `.svg`, or text over 40 characters',
      ],
    ],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { imageRoutes as routes };
export const shapes = [];
