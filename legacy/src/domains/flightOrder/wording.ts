import type { OrderStatus } from '../order/hooks.ts';

// How flight orders read in lists: the title and subtitle stored on the order row, and the status
// words of spec-era flight pages.

/** `北京 → 上海`, or `北京 ⇌ 上海` for a round trip. */
export function tripTitle(from: string, to: string, tripType: 'one_way' | 'round_trip'): string {
  return `${from} ${tripType === 'round_trip' ? '⇌' : '→'} ${to}`;
}

/** `11月23日 08:00 CA1501 经济舱`: the first flight's date, time, number and cabin. */
export function segmentSubtitle(
  flight: { depDate: string; depTime: string; flightNo: string },
  fare: { cabinName: string },
): string {
  const [, month, day] = flight.depDate.split('-');
  return `${Number(month)}月${Number(day)}日 ${flight.depTime} ${flight.flightNo} ${fare.cabinName}`;
}

/** Status words of a flight order (待支付, 已出票 …). */
export const FLIGHT_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '已出票',
  cancelled: '已取消',
  finished: '已完成',
  refunding: '退票中',
  refunded: '已退票',
};

/** Status words of a change's payment order: it pays a fare difference, it issues no ticket. */
export const CHANGE_PAYMENT_STATUS_TEXT: Record<OrderStatus, string> = {
  unpaid: '待支付',
  paid: '已支付',
  cancelled: '已取消',
  finished: '已完成',
  refunding: '退款中',
  refunded: '已退款',
};
