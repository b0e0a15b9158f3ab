// The host and app configuration the native-app bridge and the host pages read, and the health
// check the gateway's readiness probe calls.
import { noParams, route, Type } from './kit.ts';

export const appRoutes = {
  health: route({
    prefix: '/app',
    method: 'GET',
    path: '/health',
    auth: 'none',
    params: noParams,
    data: Type.Object({
      status: Type.Literal('ok'),
      db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    }),
    doc: { data: '`status` "ok", `db` "pglite" | "postgres"' },
    flags: [[5000, 'the database does not answer']],
  }),
  config: route({
    prefix: '/app',
    method: 'GET',
    path: '/config',
    auth: 'none',
    params: noParams,
    data: Type.Object({
      service_phone: Type.String(),
      app_version_threshold: Type.String(),
      site_name: Type.String(),
    }),
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { appRoutes as routes };
export const shapes = [];
