import { restRoutes, type RestRoute } from '@storefront/schema/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouter } from '../src/core/router.ts';
import { createLegacyServer, type LegacyServer } from '../src/index.ts';

const all = Object.entries(restRoutes).flatMap(([area, routes]) =>
  Object.entries(routes as Record<string, RestRoute>).map(([name, route]) => ({
    id: `${area}.${name}`,
    route,
  })),
);
const url = (r: RestRoute) => `${r.prefix ?? ''}${r.path}`;

describe('the stand-in and the REST contract', () => {
  let server: LegacyServer;
  let production: LegacyServer;
  beforeAll(async () => {
    server = await createLegacyServer();
    production = await createLegacyServer({ production: true, customerServiceSecret: 'test-secret' });
  });
  afterAll(async () => {
    await server.close();
    await production.close();
  });

  it('serves every route of the contract, and in production all but the development tools', () => {
    for (const { id, route } of all) {
      expect(server.app.hasRoute({ method: route.method, url: url(route) }), id).toBe(true);
      const devTool = route.prefix === null && route.path.startsWith('/__dev');
      expect(production.app.hasRoute({ method: route.method, url: url(route) }), id).toBe(!devTool);
    }
  });

  it('refuses at start-up a route that is not one of the contract', () => {
    const route = createRouter({ app: server.app, db: server.db, clock: Date.now, noteFlag: () => {} });
    const copy = { ...restRoutes.user.login, path: '/user/login2' };
    expect(() => route(copy, () => ({}))).toThrow(/not a route of the contract/);
  });
});
