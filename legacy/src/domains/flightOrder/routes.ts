import { restRoutes } from '@storefront/schema/rest';
import { badParam } from '../../core/errors.ts';
import { withOrderClock } from '../order/clock.ts';
import type { Domain } from '../types.ts';
import { createOrder, quote } from './booking.ts';
import { applyChange, changeDetail, changeList, changeOptions, confirmChange } from './changes.ts';
import * as f from './fields.ts';
import { registerFlightOrderHooks } from './hooks.ts';
import { applyRefund, quoteRefund, refundDetail } from './refunds.ts';
import { orderDetails } from './store.ts';

const contract = restRoutes.flightOrder;

/** Most orders one batch-detail call answers (the order list's largest page). */
const MAX_BATCH = 50;

// Flight orders: quote, booking, the batch detail the order list reads, refunds and changes
// (CONTRACT.md "Flight orders"). Lists and objects travel as JSON under /v2; single lookups by
// number are plain GETs under /api.
export const flightOrderDomain: Domain = {
  name: 'flightOrder',
  register({ route, db }) {
    registerFlightOrderHooks();

    route(contract.quote, async ({ params, member, nowMs }) => {
      const body = params.record();
      const fareIds = f.fareIds(body);
      const travellerIds = f.idList(body, 'traveller_ids', '乘机人', 1, 20);
      const q = await quote(db, member.id, fareIds, travellerIds, nowMs);
      return {
        first_date: q.itinerary.firstDate,
        international: q.itinerary.international,
        passengers: q.passengers.map((p) => ({
          traveller_id: p.traveller.id,
          age_class: p.age_class,
          ticket_fen: p.ticket_fen,
          airport_fee_fen: p.airport_fee_fen,
          fuel_fen: p.fuel_fen,
          total_fen: p.total_fen,
        })),
        lines: q.lines,
        total_fen: q.total_fen,
      };
    });

    route(contract.create, async ({ params, member, nowMs }) => {
      const body = params.record();
      const expected = body.expected_total_fen;
      const orderNo = await createOrder(
        db,
        {
          memberId: member.id,
          idempotencyKey: f.idempotencyKey(body),
          fareIds: f.fareIds(body),
          passengers: f.bookingPassengers(body),
          contact: f.contact(body),
          expectedTotalFen:
            expected === undefined || expected === null
              ? null
              : f.whole(body, 'expected_total_fen', '订单金额', 0, 100_000_000),
        },
        nowMs,
      );
      const [flight] = await withOrderClock(db, nowMs, (tx) => orderDetails(tx, member.id, [orderNo], nowMs));
      return { order_no: orderNo, flight };
    });

    route(contract.details, async ({ params, member, nowMs }) => {
      const body = params.record();
      const orderNos = f.list(body, 'order_nos', '订单号', 1, MAX_BATCH).map((v) => {
        if (typeof v !== 'string' || v.length === 0 || v.length > 40) throw badParam('订单号格式不正确');
        return v;
      });
      return {
        list: await withOrderClock(db, nowMs, (tx) => orderDetails(tx, member.id, orderNos, nowMs)),
      };
    });

    route(contract.refundQuote, async ({ params, member, nowMs }) => {
      const body = params.record();
      return quoteRefund(
        db,
        member.id,
        f.text(body, 'order_no', '订单号', 40),
        f.optionalIdList(body, 'passenger_ids', '乘机人'),
        nowMs,
      );
    });

    route(contract.refundApply, async ({ params, member, nowMs }) => {
      const body = params.record();
      const refund = await applyRefund(
        db,
        member.id,
        {
          orderNo: f.text(body, 'order_no', '订单号', 40),
          passengerIds: f.optionalIdList(body, 'passenger_ids', '乘机人'),
          reason: f.text(body, 'reason', '退票原因', 200),
        },
        nowMs,
      );
      return { refund };
    });

    route(contract.refundDetail, async ({ params, member, nowMs }) => ({
      refund: await refundDetail(db, member.id, params.string('refund_no', '退票单号'), nowMs),
    }));

    route(contract.changeOptions, async ({ params, member, nowMs }) => {
      const body = params.record();
      const options = await changeOptions(
        db,
        member.id,
        {
          orderNo: f.text(body, 'order_no', '订单号', 40),
          segmentIndex: f.whole(body, 'segment_index', '航段', 0, 1, 0),
          date: f.date(body, 'date', '改签日期'),
          passengerIds: f.optionalIdList(body, 'passenger_ids', '乘机人'),
        },
        nowMs,
      );
      return { list: options };
    });

    route(contract.changeApply, async ({ params, member, nowMs }) => {
      const body = params.record();
      const change = await applyChange(
        db,
        member.id,
        {
          orderNo: f.text(body, 'order_no', '订单号', 40),
          segmentIndex: f.whole(body, 'segment_index', '航段', 0, 1, 0),
          fareId: f.text(body, 'fare_id', '舱位', 40),
          passengerIds: f.optionalIdList(body, 'passenger_ids', '乘机人'),
        },
        nowMs,
      );
      return { change };
    });

    route(contract.changeConfirm, async ({ params, member, nowMs }) => ({
      change: await confirmChange(db, member.id, f.text(params.record(), 'change_no', '改签单号', 40), nowMs),
    }));

    route(contract.changeDetail, async ({ params, member, nowMs }) => ({
      change: await changeDetail(db, member.id, params.string('change_no', '改签单号'), nowMs),
    }));

    route(contract.changeList, async ({ params, member, nowMs }) => ({
      list: await changeList(db, member.id, params.string('order_no', '订单号'), nowMs),
    }));
  },
};
