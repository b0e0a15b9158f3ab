// The home, shell and geo endpoints on a real PostgreSQL (scripts/test-postgres.sh sets
// DATABASE_URL) must answer exactly what they answer on PGlite: jsonb, dates, doubles and arrays
// are where the two drivers could differ.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { call, startServer, type TestServer } from './helpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

const CALLS: [method: 'GET' | 'POST', url: string, params?: Record<string, string | number>][] = [
  ['GET', '/api/home/banner'],
  ['GET', '/api/home/banner', { position: 'middle' }],
  ['GET', '/api/home/menu'],
  ['GET', '/api/home/floor'],
  ['GET', '/api/home/hotDestination'],
  ['GET', '/api/home/hotHotel'],
  ['GET', '/api/home/hotHotel', { city_adcode: '460200' }],
  ['POST', '/v2/home/hotStore', { page: 2 }],
  ['GET', '/api/home/notice'],
  ['POST', '/v2/home/themeList'],
  ['POST', '/v2/home/themeDetail', { id: 102 }],
  ['GET', '/app/tabbar'],
  ['GET', '/app/showButton'],
  ['GET', '/api/geo/cityList'],
  ['GET', '/api/geo/searchCity', { keyword: 'sh' }],
  ['GET', '/api/geo/locate', { longitude: '116.331398', latitude: '39.897445' }],
  ['GET', '/api/geo/weather', { adcode: '110105' }],
  ['GET', '/api/geo/weather', { adcode: '999999' }],
];

describeOnPostgres('home and geo on a real PostgreSQL', () => {
  let onPg: PgTestServer;
  let onPglite: TestServer;

  beforeAll(async () => {
    onPg = await startPgServer('legacy_home');
    onPglite = await startServer();
    onPglite.clock.ms = onPg.clock.ms;
  });

  afterAll(async () => {
    await onPg?.close();
    await onPglite?.server.close();
  });

  it('answers every call exactly as on PGlite', async () => {
    for (const [method, url, params] of CALLS) {
      const options =
        method === 'GET'
          ? { form: Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])) }
          : { json: params ?? {} };
      const a = await call(onPg.server, method, url, options);
      const b = await call(onPglite.server, method, url, options);
      expect(a.raw, `${method} ${url}`).toBe(b.raw);
    }
  });
});
