import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { seed } from '../src/db/seed/index.ts';
import type { Db } from '../src/db/types.ts';
import { demoMembers } from '../src/index.ts';
import { call, DEMO, loginByCode, startServer } from './helpers.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'legacy-pglite-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every seeded table as plain data, ordered by key, for exact comparison. */
async function snapshot(db: Db) {
  return {
    cities: await db.query('select * from cities order by adcode'),
    airports: await db.query('select * from airports order by iata'),
    airlines: await db.query('select * from airlines order by code'),
    stations: await db.query('select * from railway_stations order by name'),
    members: await db.query('select * from members order by id'),
    migrations: await db.query('select id from schema_migrations order by id'),
  };
}

describe('a PGlite data folder', () => {
  it('keeps members, sessions and nicknames across a restart', async () => {
    const dataDir = join(dir, 'restart');
    const first = await startServer({ dataDir });
    const { token } = await loginByCode(first.server, '13512345678');
    await call(first.server, 'POST', '/api/user/modifyNickname', { token, form: { nick_name: '重启前' } });
    await first.server.close();

    const second = await startServer({ dataDir });
    try {
      const info = await call(second.server, 'GET', '/api/user/getUserInfo', { token });
      expect(info.flag).toBe(0);
      expect(info.data.userinfo).toMatchObject({ mobile: '13512345678', nick_name: '重启前' });
      // Migrations were not applied twice and the demo members were not duplicated.
      const applied = await second.server.db.query('select id from schema_migrations');
      expect(applied).toHaveLength(migrations.length);
      const demo = await second.server.db.query('select 1 from members where mobile = $1', [DEMO.mobile]);
      expect(demo).toHaveLength(1);
    } finally {
      await second.server.close();
    }
  });
});

describe('the seed', () => {
  it('is deterministic: two fresh databases hold identical rows', async () => {
    const a = await startServer({ dataDir: join(dir, 'seed-a') });
    const b = await startServer({ dataDir: join(dir, 'seed-b') });
    try {
      const snapA = await snapshot(a.server.db);
      const snapB = await snapshot(b.server.db);
      expect(snapA).toEqual(snapB);
      expect(snapA.cities.length).toBeGreaterThanOrEqual(60);
      expect(snapA.airports).toHaveLength(51); // every airport market-rules.md lists
      expect(snapA.airlines).toHaveLength(12);
      expect(snapA.stations.length).toBeGreaterThanOrEqual(30);
      expect(snapA.members.map((m) => m.mobile)).toEqual(demoMembers.map((m) => m.mobile));
    } finally {
      await a.server.close();
      await b.server.close();
    }
  });

  it('is idempotent: running it again changes nothing and restores edited seed rows', async () => {
    const t = await startServer();
    try {
      const db = t.server.db;
      const before = await snapshot(db);
      await db.query("update cities set name = '改名' where adcode = '110000'");
      await seed(db, t.clock.ms);
      await seed(db, t.clock.ms);
      expect(await migrate(db)).toEqual([]);
      expect(await snapshot(db)).toEqual(before);
    } finally {
      await t.server.close();
    }
  });

  it('holds the reference data the catalogue needs', async () => {
    const t = await startServer();
    try {
      const db = t.server.db;
      const seoul = await db.query<{ iata: string }>(
        "select iata from airports where city_code = 'SEL' order by iata",
      );
      expect(seoul.map((r) => r.iata)).toEqual(['GMP', 'ICN']);
      const beijing = await db.query<{ iata: string; city_adcode: string }>(
        "select iata, city_adcode from airports where city_code = 'BJS' order by iata",
      );
      expect(beijing).toEqual([
        { iata: 'PEK', city_adcode: '110000' },
        { iata: 'PKX', city_adcode: '110000' },
      ]);
      const city = await db.query(
        "select name, pinyin, first_letter, province from cities where adcode = '510100'",
      );
      expect(city).toEqual([{ name: '成都', pinyin: 'chengdu', first_letter: 'C', province: '四川省' }]);
      const station = await db.query(
        "select telecode, pinyin_short, city_name from railway_stations where name = '北京南'",
      );
      expect(station).toEqual([{ telecode: 'VNP', pinyin_short: 'bjn', city_name: '北京' }]);
      const airlines = await db.query<{ code: string }>('select code from airlines order by sort');
      expect(airlines.map((a) => a.code)).toEqual([
        'CA',
        'MU',
        'CZ',
        'HU',
        '3U',
        'ZH',
        'MF',
        'FM',
        '9C',
        'HO',
        'KN',
        'GS',
      ]);
    } finally {
      await t.server.close();
    }
  });

  it('lets every demo member log in with the published password', async () => {
    const t = await startServer();
    try {
      for (const member of demoMembers) {
        const login = await call(t.server, 'POST', '/api/user/login', {
          form: { mobile: member.mobile, password: member.password },
        });
        expect(login.flag, member.mobile).toBe(0);
        expect(login.data.userinfo).toMatchObject({
          id: member.id,
          nick_name: member.nickName,
          yingke_code: member.yingkeCode,
        });
      }
    } finally {
      await t.server.close();
    }
  });
});
