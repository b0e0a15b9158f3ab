import type { Db, Queryable } from '../../db/types.ts';
import { shanghaiDate } from '../../time.ts';
import {
  findFare,
  flightsOn,
  isOnSale,
  type CatalogueFare,
  type CatalogueFlight,
} from '../flight/catalogue.ts';
import { holdSeats, releaseSeats, seatsLeft } from '../flight/inventory.ts';
import { passengerPrice } from '../flight/pricing.ts';
import { changeFee } from '../flight/rules.ts';
import { fareJson, flightJson } from '../flight/shapes.ts';
import type { OrderRow } from '../order/hooks.ts';
import { withOrderClock } from '../order/clock.ts';
import { takeClaims } from '../order/claims.ts';
import { insertOrder, newOrderNo } from '../order/store.ts';
import { flightClaims, releaseChangeClaims } from './claims.ts';
import { FlightOrderFlag, refuse } from './flags.ts';
import { cityCode } from './itinerary.ts';
import {
  FLYING,
  hoursBefore,
  seatCount,
  snapshotOf,
  type ChangeRow,
  type PassengerRow,
  type SegmentPrice,
  type SegmentRow,
} from './model.ts';
import {
  liveTravellerIds,
  loadOneOrder,
  openOrder,
  passengerMap,
  settleFlightOrders,
  type OrderData,
} from './store.ts';
import { changeJson } from './views.ts';
import { segmentSubtitle } from './wording.ts';

// Changes (改签): moving the passengers of one segment to another flight of the same route and
// cabin class. A change is quoted and its seats held (PENDING_CONFIRM, 30 minutes), then confirmed:
// with nothing to pay it is done at once (CHANGED); otherwise a payment order (parent_order_no =
// the original) is made and the change completes when it is paid (PENDING_PAYMENT → CHANGED) or
// is dropped when that order is cancelled (→ CANCELLED, seats returned).
//
// A segment is one flight for the whole order, so a change moves every passenger still flying on
// it; naming only some of them is refused (split bookings are not supported by the stand-in).

/** How long a quoted change holds its seats before it lapses. */
export const CHANGE_QUOTE_MS = 30 * 60_000;
/**
 * The scope of the service's own idempotency key for a change's payment order (the key is the
 * change number): apart from the shopper's booking keys, so no booking key can take it.
 */
const CHANGE_PAYMENT_SCOPE = 'flightOrder/changeConfirm';

const notAllowed = (text: string) => refuse(FlightOrderFlag.CHANGE_NOT_ALLOWED, text);

interface ChangeScope {
  segment: SegmentRow;
  /** The other segment of a round trip: the new flight must keep the trip in order. */
  other: SegmentRow | undefined;
  passengers: PassengerRow[];
}

/** What a change of one segment of an order covers; refuses when it cannot be changed now. */
function changeScope(
  data: OrderData,
  order: OrderRow,
  segmentIndex: number,
  ids: readonly number[] | null,
  nowMs: number,
): ChangeScope {
  if (order.status !== 'paid') throw notAllowed('只有已出票且未出行的订单可以改签');
  const segment = data.segments.find((s) => s.segment_index === segmentIndex);
  if (!segment) throw notAllowed(segmentIndex === 1 ? '该订单没有返程航班' : '航段不存在');
  if (segment.dep_at.getTime() <= nowMs)
    throw refuse(FlightOrderFlag.FLIGHT_DEPARTED, '该航班已起飞，无法改签');
  const passengers = data.passengers.filter((p) => FLYING.includes(p.ticket_status));
  if (passengers.length === 0) throw notAllowed('订单中已没有可改签的乘机人');
  if (ids !== null) {
    for (const id of ids) {
      if (!data.passengers.some((p) => Number(p.id) === id)) {
        throw refuse(FlightOrderFlag.PASSENGER_NOT_FOUND, '乘机人不在此订单中，请刷新后重试');
      }
    }
    const same = ids.length === passengers.length && passengers.every((p) => ids.includes(Number(p.id)));
    if (!same) throw notAllowed('改签须为订单中所有未退票的乘机人一同办理');
  }
  return { segment, other: data.segments.find((s) => s.segment_index !== segmentIndex), passengers };
}

/** Refuses a new flight that would put the return before the outbound (or after it, the other way). */
function keepsTripInOrder(scope: ChangeScope, flight: CatalogueFlight): boolean {
  const other = scope.other;
  if (!other) return true;
  return scope.segment.segment_index === 0
    ? new Date(flight.arrAt).getTime() < other.dep_at.getTime()
    : new Date(flight.depAt).getTime() > other.arr_at.getTime();
}

function sameRoute(segment: SegmentRow, flight: CatalogueFlight): boolean {
  return (
    cityCode(flight.depAirport) === cityCode(segment.flight.depAirport) &&
    cityCode(flight.arrAirport) === cityCode(segment.flight.arrAirport)
  );
}

interface ChangePrice {
  new_prices: Record<string, SegmentPrice>;
  price_difference_fen: number;
  change_fee_fen: number;
  total_fen: number;
}

/**
 * The price of moving the passengers to a fare: per passenger the fare difference when the new
 * ticket costs more (a cheaper one refunds nothing), plus the change fee of the booked fare by the
 * time left before the booked flight. Taxes were paid for this route already and stay as they are.
 */
function changePrice(
  scope: ChangeScope,
  flight: CatalogueFlight,
  fare: CatalogueFare,
  nowMs: number,
): ChangePrice {
  const hours = hoursBefore(scope.segment.dep_at, nowMs);
  const newPrices: Record<string, SegmentPrice> = {};
  let difference = 0;
  let fee = 0;
  for (const p of scope.passengers) {
    const old = p.prices[scope.segment.segment_index]!;
    const next = passengerPrice(flight, fare, p.age_class).ticketFen;
    const more = Math.max(0, next - old.ticket_fen);
    difference += more;
    fee += changeFee(scope.segment.fare.bookingClass, old.ticket_fen, hours).feeFen;
    newPrices[String(p.id)] = { ...old, ticket_fen: old.ticket_fen + more };
  }
  return {
    new_prices: newPrices,
    price_difference_fen: difference,
    change_fee_fen: fee,
    total_fen: difference + fee,
  };
}

/**
 * Flights a segment could move to on a date: same route (by city), same cabin class, not yet
 * departed, keeping a round trip in order, not the booked flight, with seats for every passenger.
 * For each flight the cheapest fare of the class with enough seats, priced for these passengers.
 */
export async function changeOptions(
  db: Db,
  memberId: number,
  request: { orderNo: string; segmentIndex: number; date: string; passengerIds: readonly number[] | null },
  nowMs: number,
) {
  return withOrderClock(db, nowMs, async (tx) => {
    const { order, data } = await openOrder(tx, memberId, request.orderNo, nowMs);
    const scope = changeScope(data, order, request.segmentIndex, request.passengerIds, nowMs);
    const seats = seatCount(scope.passengers);
    const cabin = scope.segment.fare.cabinClass;
    const flights = flightsOn(
      cityCode(scope.segment.flight.depAirport),
      cityCode(scope.segment.flight.arrAirport),
      request.date,
      shanghaiDate(nowMs),
    ).filter((f) => f.id !== scope.segment.flight_id && isOnSale(f, nowMs) && keepsTripInOrder(scope, f));
    // Every fare's seats, not only the cabin's: the answer shows each flight whole.
    const left = await seatsLeft(
      tx,
      flights.flatMap((f) => f.fares),
    );
    return flights.flatMap((flight) => {
      const fare = flight.fares
        .filter((x) => x.cabinClass === cabin && (left.get(x.id) ?? 0) >= Math.max(seats, 1))
        .sort((a, b) => a.adultFen - b.adultFen)[0];
      if (!fare) return [];
      const price = changePrice(scope, flight, fare, nowMs);
      return [
        {
          flight: flightJson(flight, left),
          fare: fareJson(fare, left.get(fare.id) ?? 0),
          price_difference_fen: price.price_difference_fen,
          change_fee_fen: price.change_fee_fen,
          total_fen: price.total_fen,
        },
      ];
    });
  });
}

async function changeJsonOf(tx: Queryable, memberId: number, change: ChangeRow) {
  const data = await loadOneOrder(tx, memberId, change.order_no);
  const live = await liveTravellerIds(tx, memberId, [data]);
  return changeJson(change, passengerMap(data, live));
}

/** Asks for a change: quotes it and holds the new seats for CHANGE_QUOTE_MS (PENDING_CONFIRM). */
export async function applyChange(
  db: Db,
  memberId: number,
  request: { orderNo: string; segmentIndex: number; fareId: string; passengerIds: readonly number[] | null },
  nowMs: number,
) {
  return withOrderClock(db, nowMs, async (tx) => {
    const { order, data } = await openOrder(tx, memberId, request.orderNo, nowMs);
    const scope = changeScope(data, order, request.segmentIndex, request.passengerIds, nowMs);
    if (data.changes.some((c) => c.status === 'pending_confirm' || c.status === 'pending_payment')) {
      throw refuse(FlightOrderFlag.CHANGE_PENDING, '订单有未完成的改签，请先确认或等待其失效后再申请');
    }
    const found = findFare(request.fareId, shanghaiDate(nowMs));
    if (!found) throw refuse(FlightOrderFlag.FARE_NOT_FOUND, '所选舱位已不在售，请重新查询可改签航班');
    const { flight, fare } = found;
    if (!sameRoute(scope.segment, flight) || fare.cabinClass !== scope.segment.fare.cabinClass) {
      throw notAllowed(`只能改签到同一航线的${scope.segment.fare.cabinName}航班`);
    }
    if (flight.id === scope.segment.flight_id) throw notAllowed('新航班与原航班相同，请选择其他航班');
    if (!isOnSale(flight, nowMs)) {
      throw refuse(FlightOrderFlag.FARE_NOT_FOUND, `航班${flight.flightNo}已停止售票，请选择其他航班`);
    }
    if (!keepsTripInOrder(scope, flight)) throw notAllowed('改签后去程须在返程之前，请选择其他日期或航班');
    const seats = seatCount(scope.passengers);
    if (seats > 0 && !(await holdSeats(tx, fare, seats))) {
      throw refuse(
        FlightOrderFlag.SOLD_OUT,
        `航班${flight.flightNo}${fare.cabinName}余座不足，请选择其他航班`,
      );
    }
    // The passengers claim the new flight with its seats, so nobody books them on it meanwhile and
    // completing the change never finds the flight taken; the old flight is released when it completes.
    await takeClaims(tx, request.orderNo, flightClaims(scope.passengers, [flight]), nowMs);
    const price = changePrice(scope, flight, fare, nowMs);
    const [change] = await tx.query<ChangeRow>(
      `insert into flight_changes (change_no, order_no, member_id, segment_index, status, passenger_ids, from_flight,
         from_fare, to_flight, to_fare, to_dep_at, to_arr_at, seats, new_prices, price_difference_fen, change_fee_fen,
         total_fen, created_at, expires_at)
       values ($1, $2, $3, $4, 'pending_confirm', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       returning *`,
      [
        `C${await newOrderNo(tx, nowMs)}`,
        request.orderNo,
        memberId,
        request.segmentIndex,
        JSON.stringify(scope.passengers.map((p) => Number(p.id))),
        JSON.stringify(scope.segment.flight),
        JSON.stringify(scope.segment.fare),
        JSON.stringify(snapshotOf(flight)),
        JSON.stringify(fare),
        new Date(flight.depAt),
        new Date(flight.arrAt),
        seats,
        JSON.stringify(price.new_prices),
        price.price_difference_fen,
        price.change_fee_fen,
        price.total_fen,
        new Date(nowMs),
        new Date(nowMs + CHANGE_QUOTE_MS),
      ],
    );
    return changeJsonOf(tx, memberId, change!);
  });
}

/**
 * Moves the passengers: the old seats return, the segment's snapshot becomes the new flight, each
 * passenger's price for it becomes what they have now paid, and the order's list wording and trip
 * dates follow the new flights. In the confirming or paying transaction.
 */
export async function completeChange(tx: Queryable, change: ChangeRow, nowMs: number): Promise<void> {
  if (change.seats > 0) await releaseSeats(tx, change.from_fare, change.seats);
  await releaseChangeClaims(tx, change, change.from_flight, nowMs);
  await tx.query(
    `update flight_order_segments set flight_id = $3, fare_id = $4, dep_at = $5, arr_at = $6, flight = $7, fare = $8
      where order_no = $1 and segment_index = $2`,
    [
      change.order_no,
      change.segment_index,
      change.to_flight.id,
      change.to_fare.id,
      change.to_dep_at,
      change.to_arr_at,
      JSON.stringify(change.to_flight),
      JSON.stringify(change.to_fare),
    ],
  );
  const passengers = await tx.query<PassengerRow>(
    'select * from flight_order_passengers where id = any($1::bigint[])',
    [change.passenger_ids.map(Number)],
  );
  for (const p of passengers) {
    const next = change.new_prices[String(p.id)];
    if (!next) continue;
    const prices = p.prices.map((old, i) => (i === change.segment_index ? next : old));
    const added = next.ticket_fen - (p.prices[change.segment_index]?.ticket_fen ?? next.ticket_fen);
    await tx.query(
      `update flight_order_passengers set prices = $2, total_fen = total_fen + $3, ticket_status = 'changed' where id = $1`,
      [p.id, JSON.stringify(prices), added],
    );
  }
  await tx.query(`update flight_changes set status = 'changed', completed_at = $2 where change_no = $1`, [
    change.change_no,
    new Date(nowMs),
  ]);
  const segments = await tx.query<SegmentRow>(
    'select * from flight_order_segments where order_no = $1 order by segment_index',
    [change.order_no],
  );
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  await tx.query(
    `update orders set subtitle = $2, travel_date = $3, travel_end_at = $4, updated_at = $5 where order_no = $1`,
    [
      change.order_no,
      segmentSubtitle(first.flight, first.fare),
      first.flight.depDate,
      last.arr_at,
      new Date(nowMs),
    ],
  );
}

/**
 * Drops a change that holds seats (its payment order was cancelled): the new seats return, and the
 * passengers' claims on the new flight.
 */
export async function dropChange(tx: Queryable, change: ChangeRow, nowMs: number): Promise<void> {
  await tx.query(`update flight_changes set status = 'cancelled', cancelled_at = $2 where change_no = $1`, [
    change.change_no,
    new Date(nowMs),
  ]);
  if (change.seats > 0) await releaseSeats(tx, change.to_fare, change.seats);
  await releaseChangeClaims(tx, change, change.to_flight, nowMs);
}

async function memberChange(tx: Queryable, memberId: number, changeNo: string): Promise<ChangeRow> {
  const rows = await tx.query<ChangeRow>(
    'select * from flight_changes where change_no = $1 and member_id = $2',
    [changeNo, memberId],
  );
  if (!rows[0]) throw refuse(FlightOrderFlag.CHANGE_NOT_FOUND, '改签记录不存在，请返回订单详情查看');
  return rows[0];
}

/**
 * Confirms a quoted change. Nothing to pay: done at once. Money due: a payment order for the
 * difference and fee (its idempotency key is the change, so confirming twice makes one order).
 * Confirming a change already confirmed answers it as it stands.
 */
export async function confirmChange(db: Db, memberId: number, changeNo: string, nowMs: number) {
  return withOrderClock(db, nowMs, async (tx) => {
    const quoted = await memberChange(tx, memberId, changeNo);
    const { order, data } = await openOrder(tx, memberId, quoted.order_no, nowMs);
    const change = await memberChange(tx, memberId, changeNo);
    if (change.status === 'cancelled') {
      throw refuse(FlightOrderFlag.CHANGE_EXPIRED, '改签申请已失效，座位已释放，请重新申请改签');
    }
    if (change.status === 'pending_confirm') {
      if (order.status !== 'paid') throw notAllowed('订单当前无法改签');
      // A departed flight ends the quote too; its seats come back when the quote lapses.
      const from = data.segments.find((s) => s.segment_index === change.segment_index);
      if ((from && from.dep_at.getTime() <= nowMs) || change.to_dep_at.getTime() <= nowMs) {
        throw refuse(FlightOrderFlag.FLIGHT_DEPARTED, '航班已起飞，无法完成改签，请重新申请');
      }
      if (change.total_fen === 0) {
        await completeChange(tx, change, nowMs);
      } else {
        const payOrder = await insertOrder(tx, {
          memberId,
          orderType: order.order_type,
          totalFen: change.total_fen,
          title: `改签 ${order.title}`,
          subtitle: segmentSubtitle(change.to_flight, change.to_fare),
          travelDate: change.to_flight.depDate,
          travelEndAt: change.to_arr_at,
          parentOrderNo: order.order_no,
          idempotency: { scope: CHANGE_PAYMENT_SCOPE, key: change.change_no },
          now: nowMs,
        });
        if (!payOrder)
          throw new Error(`payment order of change ${change.change_no} exists without the change knowing it`);
        await tx.query(
          `update flight_changes set status = 'pending_payment', pay_order_no = $2 where change_no = $1`,
          [change.change_no, payOrder.order_no],
        );
      }
    }
    return changeJsonOf(tx, memberId, await memberChange(tx, memberId, changeNo));
  });
}

/** A change of the member by number, after settling the clock. */
export async function changeDetail(db: Db, memberId: number, changeNo: string, nowMs: number) {
  return withOrderClock(db, nowMs, async (tx) => {
    const found = await memberChange(tx, memberId, changeNo);
    await settleFlightOrders(tx, [found.order_no], nowMs);
    return changeJsonOf(tx, memberId, await memberChange(tx, memberId, changeNo));
  });
}

/** The changes of an order of the member, newest first. */
export async function changeList(db: Db, memberId: number, orderNo: string, nowMs: number) {
  return withOrderClock(db, nowMs, async (tx) => {
    await settleFlightOrders(tx, [orderNo], nowMs);
    const data = await loadOneOrder(tx, memberId, orderNo);
    const live = await liveTravellerIds(tx, memberId, [data]);
    const byId = passengerMap(data, live);
    return data.changes.map((c) => changeJson(c, byId));
  });
}
