// Booking races on a real PostgreSQL (scripts/test-postgres.sh sets DATABASE_URL), where two
// bookings really run side by side: PGlite runs transactions one at a time, so only here do the
// idempotency key's unique index, the seat upsert, the travellers' claims and the member's unpaid
// limit have a race to decide.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO, loginByCode } from './helpers.ts';
import {
  addTraveller,
  book,
  booked,
  newKey,
  pickFlight,
  seatsOf,
  type Member,
} from './flightOrderHelpers.ts';
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

  /** A member of their own with one traveller of their own. */
  async function shopper(n: number): Promise<{ member: Member; traveller: number }> {
    const login = await loginByCode(t.server, `1350000${String(n).padStart(4, '0')}`);
    const member = { token: login.token, id: login.userinfo.id };
    return {
      member,
      traveller: await addTraveller(t.server, member, { name: '孙并发', birthday: '1984-04-04' }),
    };
  }

  it('sells the last two seats to two of six simultaneous bookings and never goes below zero', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 9, 1);
    await t.server.db.query('insert into flight_seats (fare_id, flight_date, sold) values ($1, $2, $3)', [
      fare.id,
      flight.depDate,
      fare.baseSeats - 2,
    ]);
    // Six shoppers: one traveller cannot be booked twice on a flight, nor hold more than three unpaid orders.
    const shoppers = await Promise.all([1, 2, 3, 4, 5, 6].map(shopper));
    const answers = await Promise.all(
      shoppers.map((s) =>
        book(t.server, s.member, { fareIds: [fare.id], passengers: [{ travellerId: s.traveller }] }),
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

  it('books one traveller once of six simultaneous bookings of one flight, whoever makes them', async () => {
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 10, 2);
    const number = `E${String(process.pid % 1000).padStart(3, '0')}55555`;
    // One person saved by two members, each booking three times at once.
    const members = await Promise.all([11, 12].map(shopper));
    const travellers = await Promise.all(
      members.map((s) =>
        addTraveller(t.server, s.member, { name: '孙同人', birthday: '1984-04-04', passportNumber: number }),
      ),
    );
    const before = await seatsOf(t.server, fare);
    const answers = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) =>
        book(t.server, members[i]!.member, {
          fareIds: [fare.id],
          passengers: [{ travellerId: travellers[i]! }],
        }),
      ),
    );
    expect(answers.filter((a) => a.flag === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.flag === 2507)).toHaveLength(5);
    expect(await seatsOf(t.server, fare)).toBe(before - 1);
    const [live] = await t.server.db.query<{ n: number }>(
      `select count(*)::int as n from order_claims where subject = $1 and released_at is null`,
      [`doc:2:${number}`],
    );
    expect(live!.n).toBe(1);
  });

  it('lets a member with two unpaid orders make one more of four simultaneous bookings', async () => {
    const { member } = await shopper(21);
    const travellers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        addTraveller(t.server, member, { name: `钱${'一二三四五六'[i - 1]}`, birthday: '1985-05-05' }),
      ),
    );
    for (let i = 0; i < 2; i++) {
      const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 11 + i, 3);
      await booked(t.server, member, { fareIds: [fare.id], passengers: [{ travellerId: travellers[i]! }] });
    }
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 13, 3);
    const answers = await Promise.all(
      [2, 3, 4, 5].map((i) =>
        book(t.server, member, { fareIds: [fare.id], passengers: [{ travellerId: travellers[i]! }] }),
      ),
    );
    expect(answers.map((a) => a.flag).sort()).toEqual([0, 2506, 2506, 2506]);
    const [row] = await t.server.db.query<{ n: number }>(
      "select count(*)::int as n from orders where member_id = $1 and status = 'unpaid'",
      [member.id],
    );
    expect(row!.n).toBe(3);
  });
});
