// The last room of a night under concurrent bookings, on a real PostgreSQL (scripts/test-postgres.sh
// sets DATABASE_URL): PGlite runs transactions one at a time, so only here do overlapping stays race
// for the same night's row, and the conditional upsert has to let exactly one of them have it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginByCode } from './helpers.ts';
import { book, leftOf, newKey, planWith, stayDates, type Member } from './hotelOrderHelpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

describeOnPostgres('hotel bookings under concurrency (PostgreSQL)', () => {
  let t: PgTestServer;
  let mobiles = 0;

  beforeAll(async () => {
    t = await startPgServer('legacy_hotel_orders');
  });
  afterAll(() => t?.close());

  async function shoppers(count: number): Promise<Member[]> {
    return Promise.all(
      Array.from({ length: count }, async () => {
        const login = await loginByCode(t.server, `1351111${String(mobiles++).padStart(4, '0')}`);
        return { token: login.token, id: login.userinfo.id };
      }),
    );
  }

  it('sells the last room of a night to one of six overlapping stays; the others hold nothing', async () => {
    // Stays of 1–3 nights, all including the night of day 5 (the contested one).
    const stays = [
      stayDates(t.clock.ms, 5, 1),
      stayDates(t.clock.ms, 4, 2),
      stayDates(t.clock.ms, 5, 2),
      stayDates(t.clock.ms, 3, 3),
      stayDates(t.clock.ms, 4, 3),
      stayDates(t.clock.ms, 5, 3),
    ];
    const wide = stayDates(t.clock.ms, 3, 5);
    const { plan, roomType } = await planWith(t.server, 'free', wide);
    const contested = plan.nights[2]!;
    await t.server.db.query(
      'insert into hotel_room_nights (room_type_id, night, capacity, held) values ($1, $2, $3, $4)',
      [roomType.id, contested.date, contested.rooms_left, contested.rooms_left - 1],
    );
    const before = await leftOf(t.server, plan.id, wide);
    expect(before[2]).toBe(1);
    const members = await shoppers(stays.length);
    const answers = await Promise.all(
      stays.map((stay, i) => book(t.server, members[i]!, { planId: plan.id, stay })),
    );
    const won = answers.filter((a) => a.flag === 0);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.flag !== 0);
    expect(lost.map((a) => a.flag)).toEqual([2801, 2801, 2801, 2801, 2801]);
    for (const a of lost) expect(a.msg).toMatch(/已满房|仅剩/);
    // Only the winner's nights went: the contested one to 0, its other nights down by one.
    const winner = stays[answers.findIndex((a) => a.flag === 0)]!;
    const after = await leftOf(t.server, plan.id, wide);
    const expected = plan.nights.map((n, i) =>
      n.date >= winner.check_in && n.date < winner.check_out ? before[i]! - 1 : before[i]!,
    );
    expect(after).toEqual(expected);
    expect(after[2]).toBe(0);
    const [orders] = await t.server.db.query<{ n: number }>(
      'select count(*)::int as n from hotel_orders where plan_id = $1',
      [plan.id],
    );
    expect(orders!.n).toBe(1);
  });

  it('makes one order of five simultaneous submits with one key, holding the rooms once', async () => {
    const [me] = await shoppers(1);
    const stay = stayDates(t.clock.ms, 20, 2);
    const { plan } = await planWith(t.server, 'none', stay);
    const before = await leftOf(t.server, plan.id, stay);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book(t.server, me!, { key, planId: plan.id, stay, rooms: 2 })),
    );
    expect(answers.map((a) => a.flag)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    expect(await leftOf(t.server, plan.id, stay)).toEqual(before.map((n) => n - 2));
  });
});
