import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { travellersOfMember } from '../src/domains/traveller/store.ts';
import { DEMO, loginByCode, startServer, type TestServer } from './helpers.ts';

// The store products read when booking: rows go in by SQL here so this test does not depend on
// the endpoints.
describe('travellersOfMember', () => {
  let t: TestServer;
  let me: number;
  let other: number;
  beforeAll(async () => {
    t = await startServer();
    me = (await loginByCode(t.server, DEMO.mobile)).userinfo.id;
    other = (await loginByCode(t.server, '13900000001')).userinfo.id;
  });
  afterAll(async () => {
    await t.server.close();
  });

  async function insert(memberId: number, name: string, deleted = false): Promise<number> {
    const now = new Date(t.clock.ms);
    const [row] = await t.server.db.query<{ id: number }>(
      `insert into travellers (member_id, name, gender, birthday, created_at, updated_at, deleted_at)
       values ($1, $2, 1, '1990-01-02', $3, $3, $4) returning id`,
      [memberId, name, now, deleted ? now : null],
    );
    return row!.id;
  }

  it('returns only the member’s live travellers, in the order asked, with documents in entry order', async () => {
    const a = await insert(me, '张三');
    const b = await insert(me, '李四');
    const gone = await insert(me, '王五', true);
    const foreign = await insert(other, '赵六');
    await t.server.db.query(
      `insert into traveller_documents (traveller_id, member_id, type, number, expires_on, issuing_country, position)
       values ($1, $2, 2, 'E12345678', '2030-01-01', 'CN', 0), ($1, $2, 1, '11010519491231002X', null, 'CN', 1)`,
      [a, me],
    );
    const got = await travellersOfMember(t.server.db, me, [b, a, gone, foreign, 999999, a]);
    expect(got.map((row) => row.id)).toEqual([b, a]);
    expect(got[1]).toEqual({
      id: a,
      member_id: me,
      name: '张三',
      english_surname: null,
      english_given_name: null,
      gender: 1,
      birthday: '1990-01-02',
      mobile: null,
      documents: [
        { type: 2, number: 'E12345678', expires_on: '2030-01-01', issuing_country: 'CN' },
        { type: 1, number: '11010519491231002X', expires_on: null, issuing_country: 'CN' },
      ],
    });
    expect(got[0]!.documents).toEqual([]);
    expect(await travellersOfMember(t.server.db, me, [])).toEqual([]);
  });

  it('refuses a second document of one type for a traveller and one number twice within a member', async () => {
    const a = await insert(me, '孙七');
    const b = await insert(me, '周八');
    const doc = `insert into traveller_documents (traveller_id, member_id, type, number, position) values ($1, $2, $3, $4, 0)`;
    await t.server.db.query(doc, [a, me, 2, 'G11111111']);
    await expect(t.server.db.query(doc, [a, me, 2, 'G22222222'])).rejects.toThrow();
    await expect(t.server.db.query(doc, [b, me, 2, 'G11111111'])).rejects.toThrow();
    // Another member may save the same person.
    const c = await insert(other, '孙七');
    await t.server.db.query(doc, [c, other, 2, 'G11111111']);
  });
});
