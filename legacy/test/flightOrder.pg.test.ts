// Booking races on a real PostgreSQL (scripts/test-postgres.sh sets DATABASE_URL), where two
// bookings really run side by side: PGlite runs transactions one at a time, so only here do the
// idempotency key's unique index and the seat upsert have a race to decide.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, loginByCode } from './helpers.ts';
import { addTraveller, book, newKey, pickFlight, seatsOf, type Member } from './flightOrderHelpers.ts';
import { describeOnPostgres, startPgServer, type PgTestServer } from './pgHelpers.ts';

describeOnPostgres('flight bookings under concurrency (PostgreSQL)', () => {
  let t: PgTestServer;
  let me: Member;
  let adult: number;

  beforeAll(async () => {
    t = await startPgServer('legacy_flight_orders');
    const login = await loginByCode(t.server, DEMO.mobile);
    me = { token: login.token, id: login.userinfo.id };
    adult = await addTraveller(t.server, me, { name: '钱并发', birthday: '1983-03-03' });
  });

  afterAll(() => t?.close());

  it('makes one order of five simultaneous submits with one key, holding the seat once', async () => {
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 8);
    const before = await seatsOf(t.server, fare);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        book(t.server, me, { key, fareIds: [fare.id], passengers: [{ travellerId: adult }] }),
      ),
    );
    expect(answers.map((a) => a.flag)).toEqual([0, 0, 0, 0, 0]);
    expect(new Set(answers.map((a) => a.data.order_no)).size).toBe(1);
    const [row] = await t.server.db.query<{ n: number }>(
      'select count(*)::int as n from orders where member_id = $1 and idempotency_key = $2',
      [me.id, key],
    );
    expect(row!.n).toBe(1);
    expect(await seatsOf(t.server, fare)).toBe(before - 1);
  });

  it('sells the last two seats to two of six simultaneous bookings and never goes below zero', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 9, 1);
    await t.server.db.query('insert into flight_seats (fare_id, flight_date, sold) values ($1, $2, $3)', [
      fare.id,
      flight.depDate,
      fare.baseSeats - 2,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        book(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] }),
      ),
    );
    expect(answers.filter((a) => a.flag === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.flag === 2602)).toHaveLength(4);
    expect(await seatsOf(t.server, fare)).toBe(0);
    const [seats] = await t.server.db.query<{ sold: number }>(
      'select sold from flight_seats where fare_id = $1',
      [fare.id],
    );
    expect(seats!.sold).toBe(fare.baseSeats);
    const [orders] = await t.server.db.query<{ n: number }>(
      `select count(*)::int as n from flight_order_segments where fare_id = $1`,
      [fare.id],
    );
    expect(orders!.n).toBe(2);
  });
});
