import type { Queryable } from '../../db/types.ts';
import { releaseSeats } from '../flight/inventory.ts';
import {
  registerOrderHooks,
  type OrderRow,
  type ProductOrderHooks,
  type ProductOrderView,
} from '../order/hooks.ts';
import { DOMESTIC_TYPE, INTERNATIONAL_TYPE } from './booking.ts';
import { completeChange, dropChange } from './changes.ts';
import { FlightOrderFlag, refuse } from './flags.ts';
import { FLYING, seatCount, type ChangeRow, type PassengerRow, type SegmentRow } from './model.ts';
import { FLIGHT_SETTLE_DUE, settleFlightOrders } from './store.ts';
import { CHANGE_PAYMENT_STATUS_TEXT, FLIGHT_STATUS_TEXT } from './wording.ts';

// The flight order's side of the order service (order/hooks.ts), for types 2 and 8. Two kinds of
// order carry these types: a booking, and the payment order of a change (parent_order_no set),
// which pays a fare difference and completes its change when paid.

/**
 * IATA accounting prefixes: the first three digits of a ticket number name the airline that issued
 * it. A carrier missing here is issued on Air China's stock (999), as an agent's validating carrier.
 */
const TICKET_PREFIX: Readonly<Record<string, string>> = {
  CA: '999',
  MU: '781',
  CZ: '784',
  HU: '880',
  '3U': '876',
  ZH: '479',
  MF: '731',
  FM: '774',
  '9C': '089',
  HO: '018',
  KN: '822',
  GS: '826',
  KE: '180',
  OZ: '988',
  JL: '131',
  NH: '205',
  CX: '160',
  SQ: '618',
  TG: '217',
  MH: '232',
  VN: '738',
  BA: '125',
  AF: '057',
  LH: '220',
  QF: '081',
  UA: '016',
  AA: '001',
};

/** Ticket numbers begin after this, so they read like real 10-digit serials. */
const SERIAL_BASE = 2_400_000_000;

/** Issues a 13-digit ticket number (airline prefix + serial) to every booked passenger of an order. */
async function issueTickets(tx: Queryable, orderNo: string): Promise<void> {
  const [first] = await tx.query<Pick<SegmentRow, 'flight'>>(
    'select flight from flight_order_segments where order_no = $1 order by segment_index limit 1',
    [orderNo],
  );
  const prefix = TICKET_PREFIX[first?.flight.airlineCode ?? ''] ?? '999';
  await tx.query(
    `update flight_order_passengers
        set ticket_status = 'ticketed',
            ticket_no = $2 || lpad((nextval('flight_ticket_seq') + $3)::text, 10, '0')
      where order_no = $1 and ticket_status = 'booked'`,
    [orderNo, prefix, SERIAL_BASE],
  );
}

async function changeOfPayment(tx: Queryable, payOrderNo: string): Promise<ChangeRow | null> {
  const rows = await tx.query<ChangeRow>('select * from flight_changes where pay_order_no = $1 for update', [
    payOrderNo,
  ]);
  return rows[0] ?? null;
}

const hooks: ProductOrderHooks = {
  async validatePay(tx, order, nowMs) {
    if (order.parent_order_no) {
      const change = await changeOfPayment(tx, order.order_no);
      if (!change || change.status !== 'pending_payment') {
        throw refuse(FlightOrderFlag.CHANGE_EXPIRED, '改签申请已失效，无需支付');
      }
      if (change.to_dep_at.getTime() <= nowMs) {
        throw refuse(FlightOrderFlag.FLIGHT_DEPARTED, '改签的航班已起飞，无法支付');
      }
      return;
    }
    const [first] = await tx.query<Pick<SegmentRow, 'dep_at'>>(
      'select dep_at from flight_order_segments where order_no = $1 order by segment_index limit 1',
      [order.order_no],
    );
    if (first && first.dep_at.getTime() <= nowMs) {
      throw refuse(FlightOrderFlag.FLIGHT_DEPARTED, '航班已起飞，订单无法支付，请重新预订');
    }
  },

  async onPaid(tx, order, nowMs) {
    if (order.parent_order_no) {
      const change = await changeOfPayment(tx, order.order_no);
      if (change?.status === 'pending_payment') await completeChange(tx, change, nowMs);
      return;
    }
    await issueTickets(tx, order.order_no);
  },

  // Refunds whose money is back and lapsed change quotes, before any order is read.
  async settle(tx, nowMs) {
    await settleFlightOrders(tx, null, nowMs);
  },
  settleDue: FLIGHT_SETTLE_DUE,

  async onCancelled(tx, order, nowMs) {
    if (order.parent_order_no) {
      const change = await changeOfPayment(tx, order.order_no);
      if (change?.status === 'pending_payment') await dropChange(tx, change, nowMs);
      return;
    }
    // Seats were held for everyone booked; nobody on an unpaid order has been ticketed or refunded.
    const passengers = await tx.query<Pick<PassengerRow, 'age_class'>>(
      `select age_class from flight_order_passengers where order_no = $1 and ticket_status = 'booked'`,
      [order.order_no],
    );
    const seats = seatCount(passengers);
    if (seats === 0) return;
    const segments = await tx.query<Pick<SegmentRow, 'fare'>>(
      'select fare from flight_order_segments where order_no = $1',
      [order.order_no],
    );
    for (const segment of segments) await releaseSeats(tx, segment.fare, seats);
  },

  // The money of its refunds (the fee kept), applied for or back already: a payment order has none.
  async refundedFen(tx, order) {
    const [row] = await tx.query<{ n: number | string }>(
      'select coalesce(sum(amount_fen), 0) as n from flight_refunds where order_no = $1',
      [order.order_no],
    );
    return Number(row?.n ?? 0);
  },

  async describe(db, orders, nowMs) {
    const views = new Map<string, ProductOrderView>();
    const bookings = orders.filter((o) => !o.parent_order_no);
    for (const o of orders) {
      if (o.parent_order_no) views.set(o.order_no, { statusText: CHANGE_PAYMENT_STATUS_TEXT[o.status] });
    }
    if (bookings.length === 0) return views;
    const nos = bookings.map((o) => o.order_no);
    // One query for the batch: first and last departure, who still flies, whether a change is open.
    const facts = await db.query<{
      order_no: string;
      status: OrderRow['status'];
      first_dep: Date | null;
      last_dep: Date | null;
      flying: number;
      open_changes: number;
    }>(
      `select o.order_no, o.status,
              (select min(s.dep_at) from flight_order_segments s where s.order_no = o.order_no) as first_dep,
              (select max(s.dep_at) from flight_order_segments s where s.order_no = o.order_no) as last_dep,
              (select count(*) from flight_order_passengers p
                where p.order_no = o.order_no and p.ticket_status = any($2::text[]))::int as flying,
              (select count(*) from flight_changes c
                where c.order_no = o.order_no and c.status in ('pending_confirm', 'pending_payment'))::int as open_changes
         from orders o where o.order_no = any($1::text[])`,
      [nos, FLYING],
    );
    // Words and actions follow the status the caller read and answers, so one answer never says
    // REFUNDING with 已退票; what settling changed shows from the next read on.
    const statusOf = new Map(bookings.map((o) => [o.order_no, o.status]));
    for (const f of facts) {
      const status = statusOf.get(f.order_no) ?? f.status;
      const paid = status === 'paid' && f.flying > 0;
      views.set(f.order_no, {
        statusText: FLIGHT_STATUS_TEXT[status],
        canRefund: paid && f.open_changes === 0 && f.first_dep !== null && f.first_dep.getTime() > nowMs,
        canChange: paid && f.last_dep !== null && f.last_dep.getTime() > nowMs,
      });
    }
    return views;
  },
};

/** Registers the hooks for domestic (8) and international (2) flight orders. */
export function registerFlightOrderHooks(): void {
  registerOrderHooks([DOMESTIC_TYPE, INTERNATIONAL_TYPE], hooks);
}
