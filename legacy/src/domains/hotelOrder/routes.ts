import { restRoutes } from '@storefront/schema/rest';
import { badParam } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { withOrderClock } from '../order/clock.ts';
import type { Domain } from '../types.ts';
import { createHotelOrder, quoteStay } from './booking.ts';
import { registerHotelOrderHooks } from './hooks.ts';
import { applyRefund, quoteRefund } from './refunds.ts';
import { hotelOrderDetails } from './store.ts';

const contract = restRoutes.hotelOrder;

/** Most orders one batch-detail call answers (the order list's largest page). */
const MAX_BATCH = 50;

/** A whole number parameter (the contract checked its form). */
function whole(params: Params, name: string, label: string): number {
  return Number(params.string(name, label));
}

function orderNoParam(params: Params): string {
  const orderNo = params.string('order_no', '订单号');
  if (orderNo.length > 40) throw badParam('订单号格式不正确');
  return orderNo;
}

// Hotel orders (CONTRACT.md "Hotel orders"): the quote of a stay, booking, the batch detail the
// order list reads, and refunds. Pay, cancel, delete, the countdown and the deadline cancel are the
// order service's, joined through the hooks registered here.
export const hotelOrderDomain: Domain = {
  name: 'hotelOrder',
  register({ route, db }) {
    registerHotelOrderHooks();

    route(contract.quote, async ({ params, nowMs }) => {
      const q = await quoteStay(
        db,
        params.string('plan_id', '价格计划'),
        params.string('check_in', '入住日期'),
        params.string('check_out', '离店日期'),
        whole(params, 'rooms', '房间数'),
        nowMs,
      );
      return {
        hotel_id: q.hotel.id,
        hotel_name: q.hotel.name,
        room_type_name: q.roomType.name,
        plan: q.priced,
        check_in: q.stay.checkIn,
        check_out: q.stay.checkOut,
        nights_count: q.stay.nights.length,
        rooms: q.rooms,
        charges: q.charges,
        total_fen: q.total_fen,
      };
    });

    route(contract.create, async ({ params, member, nowMs }) => {
      const body = params.record();
      const key = params.string('idempotency_key', '幂等键');
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw badParam('幂等键应为8到64位字母、数字、- 或 _');
      const orderNo = await createHotelOrder(
        db,
        {
          memberId: member.id,
          idempotencyKey: key,
          planId: params.string('plan_id', '价格计划'),
          checkIn: params.string('check_in', '入住日期'),
          checkOut: params.string('check_out', '离店日期'),
          rooms: whole(params, 'rooms', '房间数'),
          guests: Array.isArray(body.guests) ? body.guests : [],
          contact: body.contact,
          arrivalTime: params.string('arrival_time', '最晚到店时间'),
          specialRequests: params.optionalString('special_requests', '特殊要求') ?? '',
          expectedTotalFen: params.has('expected_total_fen')
            ? whole(params, 'expected_total_fen', '订单金额')
            : null,
        },
        nowMs,
      );
      const [hotel] = await withOrderClock(db, nowMs, (tx) => hotelOrderDetails(tx, member.id, [orderNo]));
      return { order_no: orderNo, hotel };
    });

    route(contract.details, async ({ params, member, nowMs }) => {
      const value = params.record().order_nos as unknown[];
      if (value.length === 0 || value.length > MAX_BATCH) throw badParam(`订单号应为 1 到 ${MAX_BATCH} 个`);
      const orderNos = value.map((v) => {
        const no = String(v ?? '').trim();
        if (no.length === 0 || no.length > 40) throw badParam('订单号格式不正确');
        return no;
      });
      return { list: await withOrderClock(db, nowMs, (tx) => hotelOrderDetails(tx, member.id, orderNos)) };
    });

    route(contract.refundQuote, async ({ params, member, nowMs }) =>
      quoteRefund(db, member.id, orderNoParam(params), nowMs),
    );

    route(contract.refundApply, async ({ params, member, nowMs }) => {
      const reason = params.string('reason', '退款原因');
      if ([...reason].length > 200) throw badParam('退款原因不能超过200个字');
      return { refund: await applyRefund(db, member.id, orderNoParam(params), reason, nowMs) };
    });
  },
};
