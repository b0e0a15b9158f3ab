// The fault switch of the development tools: makes chosen routes fail or stall, for the gateway's
// fault tests. Outside the three prefixes and absent in production.
import { describe, int, noParams, nullable, optional, params, route, shape, text, Type } from './kit.ts';

/** One fault the switch holds. */
export const Fault = shape('Fault', {
  path: describe(
    Type.String(),
    'full path without the query (`/api/geo/weather`), or a prefix ending in `*`',
  ),
  flag: describe(nullable(Type.Integer()), 'null: only the delay applies, then the call answers normally'),
  msg: Type.String(),
  status: describe(Type.Integer(), 'HTTP status of the failure'),
  delayMs: Type.Integer(),
  times: describe(nullable(Type.Integer()), 'calls left before the fault clears itself; null until DELETE'),
});

// The handlers name these parameters by their own names, so the labels are the names.
export const faultRoutes = {
  set: route({
    prefix: null,
    method: 'POST',
    path: '/__dev/fault',
    auth: 'none',
    params: params({
      path: text('path', {
        description:
          'full path without query, e.g. `/api/geo/weather`, or a prefix ending in `*`, e.g. `/api/home/*`',
      }),
      flag: optional(int('flag', { description: '1–99999' })),
      msg: optional(text('msg')),
      status: optional(int('status', { description: 'HTTP 200–599' })),
      delayMs: optional(int('delayMs', { description: '0–180000' })),
      times: optional(int('times', { description: '1–1000000' })),
    }),
    data: Type.Object({ fault: Fault }),
    doc: { params: 'JSON or form', data: 'a fault for the same `path` is replaced' },
    flags: [2001],
  }),
  list: route({
    prefix: null,
    method: 'GET',
    path: '/__dev/fault',
    auth: 'none',
    params: noParams,
    data: Type.Object({ list: Type.Array(Fault) }),
  }),
  clear: route({
    prefix: null,
    method: 'DELETE',
    path: '/__dev/fault',
    auth: 'none',
    // The handler reads `path` from the query first; only a JSON body's is checked here.
    params: params({ path: optional(text('path', { description: 'query or JSON body' })) }),
    data: Type.Object({ cleared: Type.Integer() }),
    doc: { data: '`cleared`: how many were removed, that fault or all of them' },
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { faultRoutes as routes };
export const shapes = [Fault];
