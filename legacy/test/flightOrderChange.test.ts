// Flight changes on the stand-in: options in the booked cabin class, the 30-minute hold, confirming
// with nothing due (done at once) or money due (a payment order that completes the change when
// paid, and drops it when cancelled).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFlight } from '../src/domains/flight/catalogue.ts';
import { passengerPrice } from '../src/domains/flight/pricing.ts';
import { changeFee } from '../src/domains/flight/rules.ts';
import { DEMO, loginByCode, startServer, type TestServer } from './helpers.ts';
import {
  addTraveller,
  api,
  booked,
  details,
  genericOrder,
  pay,
  pickFlight,
  seatsOf,
  today,
  v2,
  type Member,
} from './flightOrderHelpers.ts';

interface SegmentJson {
  flight_id: string;
  fare_id: string;
  cabin_class: string;
}
interface ChangeJson {
  change_no: string;
  order_no: string;
  status: string;
  from: SegmentJson;
  to: SegmentJson;
  passengers: { id: number }[];
  price_difference_fen: number;
  change_fee_fen: number;
  total_fen: number;
  pay_order_no: string | null;
  expires_at: string;
}
interface OptionJson {
  flight: { id: string; fares: { id: string }[] };
  fare: { id: string; cabin_class: string; seats_left: number };
  price_difference_fen: number;
  change_fee_fen: number;
  total_fen: number;
}

describe('changes', () => {
  let t: TestServer;
  let me: Member;
  let adult: number;
  beforeAll(async () => {
    t = await startServer();
    const login = await loginByCode(t.server, DEMO.mobile);
    me = { token: login.token, id: login.userinfo.id };
    adult = await addTraveller(t.server, me, { name: '赵改签', birthday: '1988-08-08' });
  });
  afterAll(() => t.server.close());

  /** A paid one-way order for one adult on the cheapest economy fare (or a named fare) `days` ahead. */
  async function paidOrder(days: number, index: number, bookingClass?: string) {
    const picked = pickFlight(t.clock.ms, 'BJS', 'SHA', days, index);
    const economy = picked.flight.fares
      .filter((f) => f.cabinClass === 'economy')
      .sort((a, b) => a.adultFen - b.adultFen);
    const fare = bookingClass
      ? picked.flight.fares.find((f) => f.bookingClass === bookingClass)!
      : economy[0]!;
    const order = await booked(t.server, me, { fareIds: [fare.id], passengers: [{ travellerId: adult }] });
    await pay(t.server, me, order.order_no);
    return { order, flight: picked.flight, fare };
  }

  it('offers flights of the same route and cabin on the new date, never with a negative difference', async () => {
    const { order, flight, fare } = await paidOrder(10, 0);
    const newDate = pickFlight(t.clock.ms, 'BJS', 'SHA', 11).flight.depDate;
    const options = await v2<{ list: OptionJson[] }>(t.server, me, '/flightOrder/changeOptions', {
      order_no: order.order_no,
      date: newDate,
    });
    expect(options.flag).toBe(0);
    expect(options.data.list.length).toBeGreaterThan(0);
    const hours = (new Date(flight.depAt).getTime() - t.clock.ms) / 3_600_000;
    for (const option of options.data.list) {
      expect(option.fare.cabin_class).toBe('economy');
      expect(option.flight.id.endsWith(newDate)).toBe(true);
      const target = findFlight(option.flight.id, today(t.clock.ms))!;
      const newFare = target.fares.find((f) => f.id === option.fare.id)!;
      const difference = Math.max(0, passengerPrice(target, newFare, 'ADULT').ticketFen - fare.adultFen);
      expect(option.price_difference_fen).toBe(difference);
      expect(option.change_fee_fen).toBe(changeFee(fare.bookingClass, fare.adultFen, hours).feeFen);
      expect(option.total_fen).toBe(difference + option.change_fee_fen);
    }
    // The booked flight itself is not offered.
    const sameDay = await v2<{ list: OptionJson[] }>(t.server, me, '/flightOrder/changeOptions', {
      order_no: order.order_no,
      date: flight.depDate,
    });
    expect(sameDay.data.list.map((o) => o.flight.id)).not.toContain(flight.id);
    // A parameter of the wrong type is refused by the contract check, naming the field.
    const offContract = await v2(t.server, me, '/flightOrder/changeOptions', {
      order_no: order.order_no,
      segment_index: 'return',
      date: newDate,
    });
    expect(offContract).toMatchObject({ flag: 2001, msg: '航段格式不正确' });
  });

  it('holds the new seat for 30 minutes, then lets the quote lapse and returns the seat', async () => {
    const { order } = await paidOrder(12, 1);
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 13, 1);
    const before = await seatsOf(t.server, target.fare);
    const applied = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: target.fare.id,
    });
    expect(applied.flag).toBe(0);
    expect(applied.data.change).toMatchObject({
      status: 'pending_confirm',
      to: { fare_id: target.fare.id },
      pay_order_no: null,
    });
    expect(await seatsOf(t.server, target.fare)).toBe(before - 1);
    const second = await v2(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: target.fare.id,
    });
    expect(second.flag).toBe(2620);
    // A refund waits while a change is open.
    expect((await v2(t.server, me, '/flightOrder/refundQuote', { order_no: order.order_no })).flag).toBe(
      2620,
    );
    t.clock.advance(31 * 60);
    const lapsed = await api<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeDetail', {
      change_no: applied.data.change.change_no,
    });
    expect(lapsed.data.change.status).toBe('cancelled');
    expect(await seatsOf(t.server, target.fare)).toBe(before);
    const confirm = await v2(t.server, me, '/flightOrder/changeConfirm', {
      change_no: applied.data.change.change_no,
    });
    expect(confirm.flag).toBe(2619);
  });

  it('completes at once when nothing is due: old seat back, segment replaced, wording follows', async () => {
    // A full fare (Y) more than two days out changes free of charge to a cheaper fare.
    const { order, fare } = await paidOrder(14, 2, 'Y');
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 16, 2);
    expect(target.fare.adultFen).toBeLessThanOrEqual(fare.adultFen);
    const oldBefore = await seatsOf(t.server, fare);
    const applied = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: target.fare.id,
      passenger_ids: [order.passengers[0]!.id],
    });
    expect(applied.data.change).toMatchObject({ price_difference_fen: 0, change_fee_fen: 0, total_fen: 0 });
    const confirmed = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeConfirm', {
      change_no: applied.data.change.change_no,
    });
    expect(confirmed.data.change).toMatchObject({ status: 'changed', pay_order_no: null });
    expect(await seatsOf(t.server, fare)).toBe(oldBefore + 1);
    const [after] = await details(t.server, me, [order.order_no]);
    expect(after!.segments[0]!.fare_id).toBe(target.fare.id);
    expect(after!.passengers[0]!.ticket_status).toBe('changed');
    expect(after!.changes.map((c) => c.status)).toEqual(['changed']);
    const generic = await genericOrder(t.server, me, order.order_no);
    expect(generic.travel_date).toBe(target.flight.depDate);
    expect(generic.subtitle).toContain(target.flight.flightNo);
    // Confirming again answers the change as it stands.
    const again = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeConfirm', {
      change_no: applied.data.change.change_no,
    });
    expect(again.data.change.status).toBe('changed');
  });

  it('makes a payment order when money is due and completes the change when it is paid', async () => {
    const { order, fare } = await paidOrder(18, 3);
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 19, 3);
    const dearer = target.flight.fares.find((f) => f.bookingClass === 'Y')!;
    const applied = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: dearer.id,
    });
    expect(applied.flag).toBe(0);
    expect(applied.data.change.price_difference_fen).toBe(Math.max(0, dearer.adultFen - fare.adultFen));
    expect(applied.data.change.total_fen).toBeGreaterThan(0);
    const confirmed = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeConfirm', {
      change_no: applied.data.change.change_no,
    });
    expect(confirmed.data.change.status).toBe('pending_payment');
    const payOrderNo = confirmed.data.change.pay_order_no!;
    const payOrder = await genericOrder(t.server, me, payOrderNo);
    expect(payOrder).toMatchObject({
      status: 'unpaid',
      total_fen: applied.data.change.total_fen,
      status_text: '待支付',
    });
    // The payment order reads as the flight it pays for, and is not in the order list.
    const [asFlight] = await details(t.server, me, [payOrderNo]);
    expect(asFlight!.segments.map((s) => s.fare_id)).toEqual([dearer.id]);
    const listed = await api<{ list: { order_no: string }[] }>(t.server, me, '/order/list', {
      pageSize: '50',
    });
    expect(listed.data.list.map((o) => o.order_no)).not.toContain(payOrderNo);
    const oldBefore = await seatsOf(t.server, fare);
    await pay(t.server, me, payOrderNo);
    const done = await api<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeDetail', {
      change_no: applied.data.change.change_no,
    });
    expect(done.data.change.status).toBe('changed');
    expect(await seatsOf(t.server, fare)).toBe(oldBefore + 1);
    const [after] = await details(t.server, me, [order.order_no]);
    expect(after!.segments[0]!.fare_id).toBe(dearer.id);
    // What the passenger has paid now includes the difference.
    expect(after!.passengers[0]!.total_fen).toBe(
      order.passengers[0]!.total_fen + applied.data.change.price_difference_fen,
    );
  });

  it('drops the change and returns the new seat when its payment order is not paid in time', async () => {
    const { order } = await paidOrder(20, 4);
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 21, 4);
    const dearer = target.flight.fares.find((f) => f.bookingClass === 'Y')!;
    const before = await seatsOf(t.server, dearer);
    const applied = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: dearer.id,
    });
    expect(applied.data.change.total_fen).toBeGreaterThan(0);
    const confirmed = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeConfirm', {
      change_no: applied.data.change.change_no,
    });
    expect(confirmed.data.change.status).toBe('pending_payment');
    expect(await seatsOf(t.server, dearer)).toBe(before - 1);
    t.clock.advance(31 * 60);
    expect((await genericOrder(t.server, me, confirmed.data.change.pay_order_no!)).status).toBe('cancelled');
    const dropped = await api<{ list: ChangeJson[] }>(t.server, me, '/flightOrder/changeList', {
      order_no: order.order_no,
    });
    expect(dropped.data.list.map((c) => c.status)).toEqual(['cancelled']);
    expect(await seatsOf(t.server, dearer)).toBe(before);
  });

  it('confirms a change whatever key the shopper booked with, and a shopper’s key still dedupes', async () => {
    const { order } = await paidOrder(24, 6);
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 25, 6);
    const dearer = target.flight.fares.find((f) => f.bookingClass === 'Y')!;
    const applied = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: dearer.id,
    });
    expect(applied.data.change.total_fen).toBeGreaterThan(0);
    // The key is the shopper's to choose: here the words the service once used for its own key.
    const key = `change-${applied.data.change.change_no}`;
    const other = pickFlight(t.clock.ms, 'BJS', 'SHA', 26, 6);
    const trip = await booked(t.server, me, {
      key,
      fareIds: [other.fare.id],
      passengers: [{ travellerId: adult }],
    });
    const confirmed = await v2<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeConfirm', {
      change_no: applied.data.change.change_no,
    });
    expect(confirmed.flag).toBe(0);
    expect(confirmed.data.change.status).toBe('pending_payment');
    const payOrderNo = confirmed.data.change.pay_order_no!;
    expect(payOrderNo).not.toBe(trip.order_no);
    expect(await genericOrder(t.server, me, payOrderNo)).toMatchObject({
      status: 'unpaid',
      total_fen: applied.data.change.total_fen,
    });
    // The same booking submitted again with its key is still that booking.
    const again = await booked(t.server, me, {
      key,
      fareIds: [other.fare.id],
      passengers: [{ travellerId: adult }],
    });
    expect(again.order_no).toBe(trip.order_no);
    await pay(t.server, me, payOrderNo);
    const done = await api<{ change: ChangeJson }>(t.server, me, '/flightOrder/changeDetail', {
      change_no: applied.data.change.change_no,
    });
    expect(done.data.change.status).toBe('changed');
  });

  it('refuses a change of only some of the passengers, of an unpaid order, and to another cabin', async () => {
    const second = await addTraveller(t.server, me, { name: '赵同行', birthday: '1990-09-09' });
    const picked = pickFlight(t.clock.ms, 'BJS', 'SHA', 22, 5);
    const order = await booked(t.server, me, {
      fareIds: [picked.fare.id],
      passengers: [{ travellerId: adult }, { travellerId: second }],
    });
    const target = pickFlight(t.clock.ms, 'BJS', 'SHA', 23, 5);
    const unpaid = await v2(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: target.fare.id,
    });
    expect(unpaid.flag).toBe(2615);
    await pay(t.server, me, order.order_no);
    const some = await v2(t.server, me, '/flightOrder/changeApply', {
      order_no: order.order_no,
      fare_id: target.fare.id,
      passenger_ids: [order.passengers[0]!.id],
    });
    expect(some.flag).toBe(2615);
    const business = target.flight.fares.find((f) => f.cabinClass !== 'economy');
    if (business) {
      const other = await v2(t.server, me, '/flightOrder/changeApply', {
        order_no: order.order_no,
        fare_id: business.id,
      });
      expect(other.flag).toBe(2615);
    }
  });
});
