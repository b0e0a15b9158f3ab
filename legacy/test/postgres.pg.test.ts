// Runs against a real PostgreSQL (scripts/test-postgres.sh starts one and sets DATABASE_URL). Each
// run creates its own database and drops it afterwards, so a shared server stays clean.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/index.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { call, DEMO, loginByCode, sendCode, smsCode, startServer, wrongCode } from './helpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

async function snapshot(db: Db) {
  return {
    cities: await db.query('select * from cities order by adcode'),
    airports: await db.query('select * from airports order by iata'),
    airlines: await db.query('select * from airlines order by code'),
    stations: await db.query('select * from railway_stations order by name'),
    members: await db.query('select * from members order by id'),
  };
}

describeOnPostgres('the stand-in on a real PostgreSQL', () => {
  let t: PgTestServer;

  beforeAll(async () => {
    t = await startPgServer('legacy_test');
  });

  afterAll(() => t?.close());

  it('migrates, seeds and reports postgres', async () => {
    const health = await call(t.server, 'GET', '/app/health');
    expect(health.data).toEqual({ status: 'ok', db: 'postgres' });
    const applied = await t.server.db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(applied.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
  });

  it('seeds the same rows, with the same JS types, as PGlite', async () => {
    const lite = await startServer();
    try {
      expect(await snapshot(t.server.db)).toEqual(await snapshot(lite.server.db));
    } finally {
      await lite.server.close();
    }
  });

  it('keeps its connections open between bursts (a new PostgreSQL backend costs ms of CPU)', async () => {
    // Connections of this pool other than the one asking.
    const others = async () =>
      (
        await t.server.db.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        )
      )[0]!.n;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        t.server.db.transaction(async (tx) => {
          await tx.query('select pg_sleep(0.05)');
        }),
      ),
    );
    expect(await others()).toBeGreaterThanOrEqual(9);
    // Past node-postgres's default idle timeout (10 s), after which all but `min` used to close.
    await new Promise((r) => setTimeout(r, 11_000));
    expect(await others()).toBeGreaterThanOrEqual(9);
  }, 30_000);

  it('prepares SQL it runs again under a name of its own, one per text', async () => {
    const first = 'select $1::int + 1 as n';
    const second = 'select $1::int * 2 as n';
    const prepared = await t.server.db.transaction(async (tx) => {
      // Each text once (unnamed), then again (named from the second use), then once more.
      const answers = [];
      for (let round = 0; round < 3; round++) {
        answers.push(...(await tx.query<{ n: number }>(first, [round])));
        answers.push(...(await tx.query<{ n: number }>(second, [round])));
      }
      expect(answers.map((a) => a.n)).toEqual([1, 0, 2, 2, 3, 4]);
      return tx.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements where statement = any($1::text[])',
        [[first, second]],
      );
    });
    expect(prepared).toHaveLength(2);
    expect(new Set(prepared.map((p) => p.name)).size).toBe(2);
  });

  it('prepares a repeated statement afresh once its table has changed shape (a rolling deploy)', async () => {
    const db = t.server.db;
    await db.exec('create table plan_shape (a int); insert into plan_shape values (1)');
    try {
      const sql = 'select * from plan_shape where a = $1';
      // Ten transactions at once hold all ten connections; each runs the text twice, so every
      // connection has it prepared under its name.
      await Promise.all(
        Array.from({ length: 10 }, () =>
          db.transaction(async (tx) => {
            await tx.query(sql, [1]);
            await tx.query(sql, [1]);
            await tx.query('select pg_sleep(0.05)');
          }),
        ),
      );
      // Another instance's migration, as in a rolling deploy.
      await db.exec('alter table plan_shape add column b int');
      expect(await db.query(sql, [1])).toEqual([{ a: 1, b: null }]);
      expect(await db.transaction((tx) => tx.query(sql, [1]))).toEqual([{ a: 1, b: null }]);
    } finally {
      await db.exec('drop table plan_shape');
    }
  });

  it('logs in by code (registering the mobile) and reads the member back', async () => {
    const mobile = '13512340000';
    const { token, userinfo } = await loginByCode(t.server, mobile);
    expect(userinfo).toMatchObject({ mobile, nick_name: '用户0000' });
    const info = await call(t.server, 'GET', '/api/user/getUserInfo', { token });
    expect(info.flag).toBe(0);
    expect(info.data.userinfo).toEqual(userinfo);
  });

  it('logs in by password, refuses a wrong one, and logout ends the token', async () => {
    const wrong = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: 'Wrong1234' },
    });
    expect(wrong.flag).toBe(2006);
    const login = await call(t.server, 'POST', '/api/user/login', {
      form: { mobile: DEMO.mobile, password: DEMO.password },
    });
    expect(login.flag).toBe(0);
    expect(login.data.userinfo.id).toBe(10001);
    expect((await call(t.server, 'POST', '/api/user/logout', { token: login.data.token })).flag).toBe(0);
    expect((await call(t.server, 'GET', '/api/user/getUserInfo', { token: login.data.token })).flag).toBe(
      40101,
    );
  });

  it('keeps a wrong try counted although the call failed (commit, then answer 2003)', async () => {
    const mobile = '13512340001';
    await sendCode(t.server, mobile);
    const code = await smsCode(t.server, mobile);
    const answer = await call(t.server, 'POST', '/api/user/dynamicLogin', {
      form: { mobile, code: wrongCode(code) },
    });
    expect(answer.flag).toBe(2003);
    const rows = await t.server.db.query<{ attempts: number }>(
      'select attempts from sms_outbox where mobile = $1',
      [mobile],
    );
    expect(rows).toEqual([{ attempts: 1 }]);
  });

  it('sends one code when two requests for a mobile race', async () => {
    const mobile = '13512340002';
    const answers = await Promise.all([
      sendCode(t.server, mobile),
      sendCode(t.server, mobile),
      sendCode(t.server, mobile),
    ]);
    expect(answers.map((a) => a.flag).sort()).toEqual([0, 2002, 2002]);
  });

  it('starts again on the same database without migrating or seeding twice', async () => {
    const { token } = await loginByCode(t.server, '13512340003');
    const again = await startServer({ databaseUrl: t.databaseUrl });
    try {
      const info = await call(again.server, 'GET', '/api/user/getUserInfo', { token });
      expect(info.flag).toBe(0);
      const demo = await again.server.db.query('select 1 from members where id between 10001 and 10003');
      expect(demo).toHaveLength(3);
    } finally {
      await again.server.close();
    }
  });
});
