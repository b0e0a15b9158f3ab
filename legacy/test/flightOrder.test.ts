// Flight orders on the stand-in: prices by age class, booking rules, seats under concurrency, the
// idempotency key, the payment deadline, refunds by time before departure.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findFare } from '../src/domains/flight/catalogue.ts';
import { passengerPrice } from '../src/domains/flight/pricing.ts';
import { refundFee } from '../src/domains/flight/rules.ts';
import { addDays } from '../src/time.ts';
import { call, DEMO, loginByCode, startServer, type TestServer } from './helpers.ts';
import {
  addTraveller,
  api,
  book,
  booked,
  cancelUnpaid,
  details,
  genericOrder,
  newKey,
  pay,
  pickFlight,
  seatsOf,
  today,
  v2,
  yearsBefore,
  type Member,
} from './flightOrderHelpers.ts';

async function member(t: TestServer, mobile: string): Promise<Member> {
  const login = await loginByCode(t.server, mobile);
  return { token: login.token, id: login.userinfo.id };
}

async function orderCount(t: TestServer): Promise<number> {
  const [row] = await t.server.db.query<{ n: number }>('select count(*)::int as n from orders');
  return row!.n;
}

describe('booking', () => {
  let t: TestServer;
  let me: Member;
  let adult: number;
  beforeAll(async () => {
    t = await startServer();
    me = await member(t, DEMO.mobile);
    adult = await addTraveller(t.server, me, { name: '张成人', birthday: '1985-06-15' });
  });
  // The tests book for one member and leave the orders unpaid: a member may hold three at once.
  afterEach(() => cancelUnpaid(t.server, me));
  afterAll(() => t.server.close());

  it('prices adults, children and infants by their age on the departure date, at both birthdays', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 20);
    const dep = flight.depDate;
    // The day before, of and after the 2nd and the 12th birthday, each falling on the departure date.
    const cases = [
      { name: '二岁前一天', birthday: addDays(yearsBefore(dep, 2), 1), age: 'INFANT' },
      { name: '二岁当天', birthday: yearsBefore(dep, 2), age: 'CHILD' },
      { name: '二岁后一天', birthday: addDays(yearsBefore(dep, 2), -1), age: 'CHILD' },
      { name: '十二岁前一天', birthday: addDays(yearsBefore(dep, 12), 1), age: 'CHILD' },
      { name: '十二岁当天', birthday: yearsBefore(dep, 12), age: 'ADULT' },
      { name: '十二岁后一天', birthday: addDays(yearsBefore(dep, 12), -1), age: 'ADULT' },
    ] as const;
    const ids: number[] = [];
    for (const c of cases) ids.push(await addTraveller(t.server, me, { name: c.name, birthday: c.birthday }));
    const quote = await v2<{
      passengers: {
        traveller_id: number;
        age_class: string;
        ticket_fen: number;
        airport_fee_fen: number;
        fuel_fen: number;
        total_fen: number;
      }[];
      lines: { label: string; unit_fen: number; count: number; amount_fen: number }[];
      total_fen: number;
    }>(t.server, me, '/flightOrder/quote', { fare_ids: [fare.id], traveller_ids: ids });
    expect(quote.flag).toBe(0);
    expect(quote.data.passengers.map((p) => p.age_class)).toEqual(cases.map((c) => c.age));
    for (const [i, p] of quote.data.passengers.entries()) {
      const expected = passengerPrice(flight, fare, cases[i]!.age);
      expect(p).toEqual({
        traveller_id: ids[i],
        age_class: cases[i]!.age,
        ticket_fen: expected.ticketFen,
        airport_fee_fen: expected.airportFeeFen,
        fuel_fen: expected.fuelFen,
        total_fen: expected.totalFen,
      });
    }
    // Domestic rules: a child pays no airport fee and half the fuel; an infant no taxes at all.
    const [infant, child, , , adultAt12] = quote.data.passengers;
    expect(adultAt12!.airport_fee_fen).toBe(5000);
    expect(child!.airport_fee_fen).toBe(0);
    expect(child!.fuel_fen).toBe(flight.childFuelFen);
    expect(infant!.airport_fee_fen + infant!.fuel_fen).toBe(0);
    expect(infant!.ticket_fen).toBe(fare.infantFen);
    // The lines add up to the total, and the total to the passengers'.
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(quote.data.lines.map((l) => l.amount_fen))).toBe(quote.data.total_fen);
    expect(sum(quote.data.passengers.map((p) => p.total_fen))).toBe(quote.data.total_fen);
    expect(quote.data.lines).toContainEqual({
      label: '成人票',
      unit_fen: fare.adultFen,
      count: 2,
      amount_fen: 2 * fare.adultFen,
    });
    expect(quote.data.lines).toContainEqual({
      label: '儿童票',
      unit_fen: fare.childFen,
      count: 3,
      amount_fen: 3 * fare.childFen,
    });
    expect(quote.data.lines).toContainEqual({
      label: '婴儿票',
      unit_fen: fare.infantFen,
      count: 1,
      amount_fen: fare.infantFen,
    });
  });

  it('books a one-way flight: seats held for adults and children (not infants), wording, snapshot', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 15, 1);
    const dep = flight.depDate;
    const child = await addTraveller(t.server, me, { name: '张儿童', birthday: yearsBefore(dep, 5) });
    const infant = await addTraveller(t.server, me, { name: '张婴儿', birthday: yearsBefore(dep, 1) });
    const before = await seatsOf(t.server, fare);
    t.clock.advance(1);
    const order = await booked(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }, { travellerId: child }, { travellerId: infant }],
    });
    expect(await seatsOf(t.server, fare)).toBe(before - 2);
    expect(order).toMatchObject({
      international: false,
      trip_type: 'one_way',
      segments: [{ index: 0, flight_id: flight.id, fare_id: fare.id, flight_no: flight.flightNo }],
      contact: { name: '张三', mobile: '13712345678', email: 'zhangsan@example.com' },
      refunds: [],
      changes: [],
    });
    expect(order.passengers.map((p) => [p.name, p.age_class, p.ticket_status, p.ticket_no])).toEqual([
      ['张成人', 'ADULT', 'booked', null],
      ['张儿童', 'CHILD', 'booked', null],
      ['张婴儿', 'INFANT', 'booked', null],
    ]);
    expect(order.passengers[0]!.document_type).toBe(2);
    // The booked travellers come first in the member's list from now on (a later booking, by the
    // clock, than any earlier test's).
    const list = await v2<{ list: { touristInfoId: number }[] }>(t.server, me, '/tourist/list', {
      pageNum: 1,
      pageSize: 3,
    });
    expect(list.data.list.map((r) => r.touristInfoId).sort()).toEqual([adult, child, infant].sort());
    const generic = await genericOrder(t.server, me, order.order_no);
    const [, month, day] = dep.split('-');
    expect(generic).toMatchObject({
      order_type: 8,
      status: 'unpaid',
      status_text: '待支付',
      title: '北京 → 上海',
      subtitle: `${Number(month)}月${Number(day)}日 ${flight.depTime} ${flight.flightNo} ${fare.cabinName}`,
      travel_date: dep,
      actions: { can_pay: true, can_refund: false, can_change: false },
    });
    expect(generic.total_fen).toBe(order.passengers.reduce((n, p) => n + p.total_fen, 0));
  });

  it('books a round trip as one order with two segments', async () => {
    const out = pickFlight(t.clock.ms, 'BJS', 'SHA', 25);
    const back = pickFlight(t.clock.ms, 'SHA', 'BJS', 28);
    const order = await booked(t.server, me, {
      fareIds: [out.fare.id, back.fare.id],
      passengers: [{ travellerId: adult }],
    });
    expect(order.trip_type).toBe('round_trip');
    expect(order.segments.map((s) => s.fare_id)).toEqual([out.fare.id, back.fare.id]);
    const generic = await genericOrder(t.server, me, order.order_no);
    expect(generic.title).toBe('北京 ⇌ 上海');
    expect(generic.total_fen).toBe(
      passengerPrice(out.flight, out.fare, 'ADULT').totalFen +
        passengerPrice(back.flight, back.fare, 'ADULT').totalFen,
    );
    // The return must come back to where the trip started, after the outbound.
    const wrong = await book(t.server, me, {
      fareIds: [back.fare.id, out.fare.id],
      passengers: [{ travellerId: adult }],
    });
    expect(wrong.flag).toBe(2611);
  });

  it('refuses children or infants without an adult, more infants than adults, and a tenth passenger', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 16);
    const infant1 = await addTraveller(t.server, me, {
      name: '婴儿甲',
      birthday: yearsBefore(flight.depDate, 1),
    });
    const infant2 = await addTraveller(t.server, me, {
      name: '婴儿乙',
      birthday: addDays(yearsBefore(flight.depDate, 1), 3),
    });
    const child = await addTraveller(t.server, me, {
      name: '儿童甲',
      birthday: yearsBefore(flight.depDate, 8),
    });
    const seats = await seatsOf(t.server, fare);
    const orders = await orderCount(t);
    const infantOnly = await book(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: infant1 }],
    });
    expect(infantOnly).toMatchObject({ flag: 2608, data: null });
    const childAndInfant = await book(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: child }, { travellerId: infant1 }],
    });
    expect(childAndInfant.flag).toBe(2608);
    const twoInfants = await book(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }, { travellerId: infant1 }, { travellerId: infant2 }],
    });
    expect(twoInfants.flag).toBe(2609);
    expect(twoInfants.msg).toContain('每位成人最多携带一名婴儿');
    const ten = await book(t.server, me, {
      fareIds: [fare.id],
      passengers: Array.from({ length: 10 }, (_, i) => ({ travellerId: adult + i })),
    });
    expect(ten.flag).toBe(2610);
    expect(await seatsOf(t.server, fare)).toBe(seats);
    expect(await orderCount(t)).toBe(orders);
  });

  it('refuses an international booking on a passport that expires before the trip ends, and on an officer ID', async () => {
    const out = pickFlight(t.clock.ms, 'BJS', 'SEL', 10);
    const back = pickFlight(t.clock.ms, 'SEL', 'BJS', 14);
    const lastDate = back.flight.arrDate;
    const expiring = await addTraveller(t.server, me, {
      name: '护照将过期',
      birthday: '1990-01-01',
      // Valid today and on the outbound date, expired on the way back.
      passportExpires: addDays(out.flight.depDate, 2),
    });
    const onLastDay = await addTraveller(t.server, me, {
      name: '护照当天',
      birthday: '1990-01-02',
      passportExpires: lastDate,
    });
    const withOfficerId = await addTraveller(t.server, me, {
      name: '军官证',
      birthday: '1990-01-03',
      extra: [{ documentTypeId: 7, number: 'JZ20260001' }],
    });
    const fareIds = [out.fare.id, back.fare.id];
    const orders = await orderCount(t);
    const expired = await book(t.server, me, { fareIds, passengers: [{ travellerId: expiring }] });
    expect(expired.flag).toBe(2607);
    expect(expired.msg).toContain('护照');
    expect((await book(t.server, me, { fareIds, passengers: [{ travellerId: onLastDay }] })).flag).toBe(2607);
    const officer = await book(t.server, me, {
      fareIds,
      passengers: [{ travellerId: withOfficerId, documentType: 7 }],
    });
    expect(officer.flag).toBe(2606);
    expect(officer.msg).toContain('护照');
    expect(await orderCount(t)).toBe(orders);
    // A passport valid after the last flight books, as an international order (type 2).
    const order = await booked(t.server, me, { fareIds, passengers: [{ travellerId: adult }] });
    expect(order.international).toBe(true);
    expect((await genericOrder(t.server, me, order.order_no)).order_type).toBe(2);
    // The same officer ID flies domestic.
    const domestic = pickFlight(t.clock.ms, 'BJS', 'SHA', 10);
    expect(
      (
        await book(t.server, me, {
          fareIds: [domestic.fare.id],
          passengers: [{ travellerId: withOfficerId, documentType: 7 }],
        })
      ).flag,
    ).toBe(0);
  });

  it('makes one order of a double submit, sequential or concurrent, holding seats once', async () => {
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 12, 2);
    const before = await seatsOf(t.server, fare);
    const orders = await orderCount(t);
    const key = newKey();
    const first = await booked(t.server, me, {
      key,
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }],
    });
    const again = await booked(t.server, me, {
      key,
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }],
    });
    expect(again.order_no).toBe(first.order_no);
    // Another passenger: the first is booked on this flight already.
    const companion = await addTraveller(t.server, me, { name: '张同行', birthday: '1986-07-16' });
    const concurrentKey = newKey();
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        booked(t.server, me, {
          key: concurrentKey,
          fareIds: [fare.id],
          passengers: [{ travellerId: companion }],
        }),
      ),
    );
    expect(a!.order_no).toBe(b!.order_no);
    expect(a!.order_no).not.toBe(first.order_no);
    expect(await orderCount(t)).toBe(orders + 2);
    expect(await seatsOf(t.server, fare)).toBe(before - 2);
  });

  it('refuses with the new total when the page showed another price, and writes nothing', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 18);
    const total = passengerPrice(flight, fare, 'ADULT').totalFen;
    const before = await seatsOf(t.server, fare);
    const orders = await orderCount(t);
    const forged = await book(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }],
      expectedTotalFen: total - 100,
    });
    expect(forged.flag).toBe(2603);
    expect(forged.msg).toContain(`¥${(total / 100).toFixed(2)}`);
    expect(await seatsOf(t.server, fare)).toBe(before);
    expect(await orderCount(t)).toBe(orders);
    expect(
      (
        await book(t.server, me, {
          fareIds: [fare.id],
          passengers: [{ travellerId: adult }],
          expectedTotalFen: total,
        })
      ).flag,
    ).toBe(0);
  });

  it("refuses another member's traveller, and shows an order only to its member", async () => {
    const other = await member(t, '13900139000');
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 11);
    expect(
      (await book(t.server, other, { fareIds: [fare.id], passengers: [{ travellerId: adult }] })).flag,
    ).toBe(2604);
    const mine = await booked(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] });
    expect(await details(t.server, other, [mine.order_no])).toEqual([]);
    const both = await details(t.server, me, [mine.order_no, 'nope', mine.order_no]);
    expect(both.map((o) => o.order_no)).toEqual([mine.order_no]);
  });

  it('sells the last seat to exactly one of two concurrent orders', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 30, 3);
    // Leave one seat: the rest were sold before this test.
    await t.server.db.query('insert into flight_seats (fare_id, flight_date, sold) values ($1, $2, $3)', [
      fare.id,
      flight.depDate,
      fare.baseSeats - 1,
    ]);
    const other = await member(t, '13900139001');
    const otherAdult = await addTraveller(t.server, other, { name: '李成人', birthday: '1980-03-03' });
    const results = await Promise.all([
      book(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] }),
      book(t.server, other, { fareIds: [fare.id], passengers: [{ travellerId: otherAdult }] }),
    ]);
    expect(results.map((r) => r.flag).sort()).toEqual([0, 2602]);
    expect(results.find((r) => r.flag === 2602)!.msg).toContain('余座不足');
    expect(await seatsOf(t.server, fare)).toBe(0);
    const [row] = await t.server.db.query<{ sold: number }>(
      'select sold from flight_seats where fare_id = $1',
      [fare.id],
    );
    expect(row!.sold).toBe(fare.baseSeats);
  });
});

describe('by the clock: payment deadline, tickets, refunds', () => {
  let t: TestServer;
  let me: Member;
  let adult: number;
  let adult2: number;
  beforeAll(async () => {
    t = await startServer();
    me = await member(t, DEMO.mobile);
    adult = await addTraveller(t.server, me, { name: '王一', birthday: '1980-01-01' });
    adult2 = await addTraveller(t.server, me, { name: '王二', birthday: '1982-02-02' });
  });
  afterAll(() => t.server.close());

  it('cancels an unpaid order after its deadline and returns its seats', async () => {
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 9);
    const before = await seatsOf(t.server, fare);
    const order = await booked(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }, { travellerId: adult2 }],
    });
    expect(await seatsOf(t.server, fare)).toBe(before - 2);
    t.clock.advance(29 * 60);
    expect((await genericOrder(t.server, me, order.order_no)).status).toBe('unpaid');
    expect(await seatsOf(t.server, fare)).toBe(before - 2);
    t.clock.advance(2 * 60);
    const lapsed = await genericOrder(t.server, me, order.order_no);
    expect(lapsed).toMatchObject({ status: 'cancelled', status_text: '已取消', actions: { can_pay: false } });
    expect(await seatsOf(t.server, fare)).toBe(before);
  });

  it('issues 13-digit ticket numbers with the airline prefix when paid', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 9, 1);
    const order = await booked(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }, { travellerId: adult2 }],
    });
    await pay(t.server, me, order.order_no);
    const [paid] = await details(t.server, me, [order.order_no]);
    const prefixes: Record<string, string> = {
      CA: '999',
      MU: '781',
      CZ: '784',
      HU: '880',
      FM: '774',
      '9C': '089',
      HO: '018',
      KN: '822',
    };
    for (const p of paid!.passengers) {
      expect(p.ticket_status).toBe('ticketed');
      expect(p.ticket_no).toMatch(/^\d{13}$/);
      if (prefixes[flight.airlineCode]) expect(p.ticket_no!.slice(0, 3)).toBe(prefixes[flight.airlineCode]);
    }
    expect(new Set(paid!.passengers.map((p) => p.ticket_no)).size).toBe(2);
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'paid',
      status_text: '已出票',
      actions: { can_refund: true, can_change: true },
    });
  });

  it('charges the refund fee of the tier the time before departure falls in', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 12, 2);
    const order = await booked(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] });
    await pay(t.server, me, order.order_no);
    const ticket = passengerPrice(flight, fare, 'ADULT').ticketFen;
    const paidTotal = order.passengers[0]!.total_fen;
    const departure = new Date(flight.depAt).getTime();
    const start = t.clock.ms;
    const tiers = [
      { hoursBefore: 8 * 24, text: '起飞前7天（含）以上' },
      { hoursBefore: 7 * 24, text: '起飞前7天（含）以上' },
      { hoursBefore: 3 * 24, text: '起飞前48小时（含）至7天' },
      { hoursBefore: 10, text: '起飞前4小时（含）至48小时' },
      { hoursBefore: 2, text: '起飞前4小时以内' },
    ];
    try {
      for (const tier of tiers) {
        t.clock.ms = departure - tier.hoursBefore * 3_600_000;
        const quote = await v2<{
          hours_before_departure: number;
          rule_text: string;
          paid_fen: number;
          fee_fen: number;
          amount_fen: number;
        }>(t.server, me, '/flightOrder/refundQuote', { order_no: order.order_no });
        expect(quote.flag).toBe(0);
        const expectedFee = refundFee(fare.bookingClass, ticket, tier.hoursBefore).feeFen;
        expect(quote.data).toEqual({
          hours_before_departure: tier.hoursBefore,
          rule_text: expect.stringContaining(tier.text),
          paid_fen: paidTotal,
          fee_fen: expectedFee,
          amount_fen: paidTotal - expectedFee,
          passenger_ids: [order.passengers[0]!.id],
        });
      }
      t.clock.ms = departure + 60_000;
      const late = await v2(t.server, me, '/flightOrder/refundQuote', { order_no: order.order_no });
      expect(late.flag).toBe(2613);
    } finally {
      t.clock.ms = start;
    }
  });

  it('refunds some passengers, then all: seats return, and the money is back ten minutes after applying', async () => {
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 20);
    const order = await booked(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }, { travellerId: adult2 }],
    });
    await pay(t.server, me, order.order_no);
    const seats = await seatsOf(t.server, fare);
    const [first] = order.passengers;
    const partial = await v2<{
      refund: {
        refund_no: string;
        status: string;
        passengers: { id: number; ticket_status: string }[];
        fee_fen: number;
        amount_fen: number;
        paid_fen: number;
      };
    }>(t.server, me, '/flightOrder/refundApply', {
      order_no: order.order_no,
      passenger_ids: [first!.id],
      reason: '行程有变',
    });
    expect(partial.flag).toBe(0);
    expect(partial.data.refund).toMatchObject({
      status: 'processing',
      passengers: [{ id: first!.id, ticket_status: 'refunding' }],
    });
    expect(partial.data.refund.amount_fen).toBe(partial.data.refund.paid_fen - partial.data.refund.fee_fen);
    expect(await seatsOf(t.server, fare)).toBe(seats + 1);
    // Partly refunded: the order stays paid; the passenger cannot be refunded twice.
    expect((await genericOrder(t.server, me, order.order_no)).status).toBe('paid');
    const twice = await v2(t.server, me, '/flightOrder/refundApply', {
      order_no: order.order_no,
      passenger_ids: [first!.id],
      reason: '再退',
    });
    expect(twice.flag).toBe(2614);
    const rest = await v2<{ refund: { refund_no: string } }>(t.server, me, '/flightOrder/refundApply', {
      order_no: order.order_no,
      reason: '行程取消',
    });
    expect(rest.flag).toBe(0);
    expect(await seatsOf(t.server, fare)).toBe(seats + 2);
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'refunding',
      status_text: '退票中',
    });
    t.clock.advance(9 * 60);
    const waiting = await api<{ refund: { status: string; refunded_at: string | null } }>(
      t.server,
      me,
      '/flightOrder/refundDetail',
      {
        refund_no: rest.data.refund.refund_no,
      },
    );
    expect(waiting.data.refund).toMatchObject({ status: 'processing', refunded_at: null });
    t.clock.advance(60);
    // The first read after the moment, through the generic order service, already says refunded.
    expect((await genericOrder(t.server, me, order.order_no)).status).toBe('refunded');
    const [done] = await details(t.server, me, [order.order_no]);
    expect(done!.refunds.map((r) => r.status)).toEqual(['refunded', 'refunded']);
    expect(done!.passengers.map((p) => p.ticket_status)).toEqual(['refunded', 'refunded']);
    expect(await genericOrder(t.server, me, order.order_no)).toMatchObject({
      status: 'refunded',
      status_text: '已退票',
      actions: { can_refund: false, can_change: false },
    });
    const detail = await api<{ refund: { status: string; refunded_at: string } }>(
      t.server,
      me,
      '/flightOrder/refundDetail',
      {
        refund_no: partial.data.refund.refund_no,
      },
    );
    expect(detail.data.refund.status).toBe('refunded');
    expect(detail.data.refund.refunded_at).toMatch(/\+08:00$/);
  });

  it('does not leave a child or an infant flying without an adult', async () => {
    const { flight, fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 22);
    const infant = await addTraveller(t.server, me, {
      name: '王婴儿',
      birthday: yearsBefore(flight.depDate, 1),
    });
    const order = await booked(t.server, me, {
      fareIds: [fare.id],
      passengers: [{ travellerId: adult }, { travellerId: infant }],
    });
    await pay(t.server, me, order.order_no);
    const [grown] = order.passengers;
    const alone = await v2(t.server, me, '/flightOrder/refundApply', {
      order_no: order.order_no,
      passenger_ids: [grown!.id],
      reason: '只退成人',
    });
    expect(alone.flag).toBe(2614);
    expect(alone.msg).toContain('无成人陪同');
    const both = await v2(t.server, me, '/flightOrder/refundApply', {
      order_no: order.order_no,
      reason: '一起退',
    });
    expect(both.flag).toBe(0);
  });

  it('does not refund an unpaid order', async () => {
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 21);
    const order = await booked(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] });
    const refused = await v2(t.server, me, '/flightOrder/refundQuote', { order_no: order.order_no });
    expect(refused.flag).toBe(2614);
    expect(findFare(fare.id, today(t.clock.ms))).not.toBeNull();
  });
});

describe('holding seats without paying', () => {
  let t: TestServer;
  let me: Member;
  let mobiles = 0;
  const fresh = () => member(t, `135${String(++mobiles).padStart(8, '0')}`);
  beforeAll(async () => {
    t = await startServer();
  });
  afterAll(() => t.server.close());
  beforeEach(async () => {
    me = await fresh();
  });

  const cancel = (orderNo: string) =>
    call(t.server, 'POST', '/api/order/cancel', { token: me.token, form: { order_no: orderNo } });

  /** Leaves `left` seats at a fare, as if the rest were sold. */
  async function leaveSeats(fare: { id: string; baseSeats: number }, date: string, left: number) {
    await t.server.db.query('insert into flight_seats (fare_id, flight_date, sold) values ($1, $2, $3)', [
      fare.id,
      date,
      fare.baseSeats - left,
    ]);
  }

  it('does not let one traveller hold a fare’s last seats with repeated unpaid orders', async () => {
    const adult = await addTraveller(t.server, me, {
      name: '孙占座',
      birthday: '1987-07-07',
      extra: [{ documentTypeId: 7, number: `JZ${process.pid}01` }],
    });
    // A flight with a second economy fare, whichever day the suite runs (the catalogue follows the date).
    const { flight, fare } = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((i) => pickFlight(t.clock.ms, 'BJS', 'SHA', 6, i))
      .find(({ flight: f }) => f.fares.filter((x) => x.cabinClass === 'economy').length > 1)!;
    await leaveSeats(fare, flight.depDate, 3);
    await booked(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] });
    const again = await book(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] });
    expect(again).toMatchObject({
      flag: 2507,
      msg: '旅客孙占座已有同一天该航班的订单，请勿重复预订',
      data: null,
    });
    // Nor on another fare of that flight, nor on another of the traveller's documents.
    const dearer = flight.fares.find((f) => f.id !== fare.id && f.cabinClass === 'economy')!;
    expect(
      (await book(t.server, me, { fareIds: [dearer.id], passengers: [{ travellerId: adult }] })).flag,
    ).toBe(2507);
    expect(
      (
        await book(t.server, me, {
          fareIds: [fare.id],
          passengers: [{ travellerId: adult, documentType: 7 }],
        })
      ).flag,
    ).toBe(2507);
    expect(await seatsOf(t.server, fare)).toBe(2);
    // Another flight of the same day is another booking.
    const later = pickFlight(t.clock.ms, 'BJS', 'SHA', 6, 2);
    expect(later.flight.id).not.toBe(flight.id);
    expect(
      (await book(t.server, me, { fareIds: [later.fare.id], passengers: [{ travellerId: adult }] })).flag,
    ).toBe(0);
  });

  it('knows the traveller by the document across members, and lets one of two simultaneous bookings win', async () => {
    const number = `E${String(process.pid % 1000).padStart(3, '0')}77777`;
    const mine = await addTraveller(t.server, me, {
      name: '周同人',
      birthday: '1979-09-09',
      passportNumber: number,
    });
    const other = await fresh();
    const theirs = await addTraveller(t.server, other, {
      name: '周同人',
      birthday: '1979-09-09',
      passportNumber: number.toLowerCase(),
    });
    const { fare } = pickFlight(t.clock.ms, 'BJS', 'SHA', 7, 0);
    const answers = await Promise.all([
      book(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: mine }] }),
      book(t.server, other, { fareIds: [fare.id], passengers: [{ travellerId: theirs }] }),
    ]);
    expect(answers.map((a) => a.flag).sort()).toEqual([0, 2507]);
    const [row] = await t.server.db.query<{ n: number }>(
      `select count(*)::int as n from flight_order_passengers p join orders o on o.order_no = p.order_no
        where p.document_number = $1 and o.status = 'unpaid'`,
      [number],
    );
    expect(row!.n).toBe(1);
  });

  it('frees the flight for a traveller whose order was cancelled, or who was refunded or changed off it', async () => {
    const a = await addTraveller(t.server, me, { name: '吴甲', birthday: '1981-01-11' });
    const b = await addTraveller(t.server, me, { name: '吴乙', birthday: '1982-02-12' });
    const f = pickFlight(t.clock.ms, 'BJS', 'SHA', 8, 0);
    const again = (travellerId: number, fareId = f.fare.id) =>
      book(t.server, me, { fareIds: [fareId], passengers: [{ travellerId }] });

    // Cancelled by the member, or by the payment deadline.
    const cancelled = await booked(t.server, me, { fareIds: [f.fare.id], passengers: [{ travellerId: a }] });
    expect((await again(a)).flag).toBe(2507);
    expect((await cancel(cancelled.order_no)).flag).toBe(0);
    const lapsing = await booked(t.server, me, { fareIds: [f.fare.id], passengers: [{ travellerId: a }] });
    expect((await again(a)).flag).toBe(2507);
    t.clock.advance(31 * 60);
    expect((await genericOrder(t.server, me, lapsing.order_no)).status).toBe('cancelled');

    // Refunded: of two passengers, the one refunded may book the flight again, the other may not.
    const both = await booked(t.server, me, {
      fareIds: [f.fare.id],
      passengers: [{ travellerId: a }, { travellerId: b }],
    });
    await pay(t.server, me, both.order_no);
    expect((await again(a)).flag).toBe(2507);
    const refund = await v2(t.server, me, '/flightOrder/refundApply', {
      order_no: both.order_no,
      passenger_ids: [both.passengers[0]!.id],
      reason: '行程有变',
    });
    expect(refund.flag).toBe(0);
    expect((await again(b)).flag).toBe(2507);
    const rebooked = await again(a);
    expect(rebooked.flag).toBe(0);
    await pay(t.server, me, rebooked.data.order_no);

    // Changed: a quote claims the new flight for as long as it holds its seat; done, it frees the old.
    const g = pickFlight(t.clock.ms, 'BJS', 'SHA', 9, 0);
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 10, 0);
    const trip = await booked(t.server, me, { fareIds: [g.fare.id], passengers: [{ travellerId: b }] });
    await pay(t.server, me, trip.order_no);
    const quote = async (fareId: string) => {
      const applied = await v2<{ change: { change_no: string; total_fen: number } }>(
        t.server,
        me,
        '/flightOrder/changeApply',
        { order_no: trip.order_no, fare_id: fareId },
      );
      expect(applied.flag).toBe(0);
      return applied.data.change;
    };
    // A quote left to lapse gives the new flight back.
    await quote(target.fare.id);
    expect((await again(b, target.fare.id)).flag).toBe(2507);
    t.clock.advance(31 * 60);
    const free = await again(b, target.fare.id);
    expect(free.flag).toBe(0);
    expect((await cancel(free.data.order_no)).flag).toBe(0);
    // Confirmed and done (paying the difference when there is one).
    const change = await quote(target.fare.id);
    const confirmed = await v2<{ change: { status: string; pay_order_no: string | null } }>(
      t.server,
      me,
      '/flightOrder/changeConfirm',
      { change_no: change.change_no },
    );
    expect(confirmed.flag).toBe(0);
    if (confirmed.data.change.pay_order_no) await pay(t.server, me, confirmed.data.change.pay_order_no);
    expect((await details(t.server, me, [trip.order_no]))[0]!.passengers[0]!.ticket_status).toBe('changed');
    expect((await again(b, target.fare.id)).flag).toBe(2507);
    expect((await again(b, g.fare.id)).flag).toBe(0);
  });

  it('refuses a member’s fourth unpaid order, holding nothing; the third’s double submit still answers it', async () => {
    const adult = await addTraveller(t.server, me, { name: '郑四单', birthday: '1983-03-13' });
    const fares = [11, 12, 13, 14].map((days) => pickFlight(t.clock.ms, 'BJS', 'SHA', days, 1).fare);
    const keys = fares.map(() => newKey());
    const orders = [];
    for (let i = 0; i < 3; i++) {
      orders.push(
        await booked(t.server, me, {
          key: keys[i],
          fareIds: [fares[i]!.id],
          passengers: [{ travellerId: adult }],
        }),
      );
    }
    const seats = await seatsOf(t.server, fares[3]!);
    const fourth = await book(t.server, me, {
      key: keys[3],
      fareIds: [fares[3]!.id],
      passengers: [{ travellerId: adult }],
    });
    expect(fourth).toMatchObject({ flag: 2506, msg: '您已有3笔待支付订单，请先支付或取消后再预订' });
    expect(await seatsOf(t.server, fares[3]!)).toBe(seats);
    const [count] = await t.server.db.query<{ n: number }>(
      'select count(*)::int as n from orders where member_id = $1',
      [me.id],
    );
    expect(count!.n).toBe(3);
    // The third booking submitted again (a lost answer) is that booking, not a fourth.
    const third = await book(t.server, me, {
      key: keys[2],
      fareIds: [fares[2]!.id],
      passengers: [{ travellerId: adult }],
    });
    expect(third).toMatchObject({ flag: 0, data: { order_no: orders[2]!.order_no } });
    // Paying one makes room.
    await pay(t.server, me, orders[0]!.order_no);
    expect(
      (
        await book(t.server, me, {
          key: keys[3],
          fareIds: [fares[3]!.id],
          passengers: [{ travellerId: adult }],
        })
      ).flag,
    ).toBe(0);
    expect((await api<{ unpaid_order_num: number }>(t.server, me, '/order/unpaidCount', {})).data).toEqual({
      unpaid_order_num: 3,
    });
  });
});
