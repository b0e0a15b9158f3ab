import type { HotelCancelRule, OrderStatus, RefundStatus } from '../../__generated__/graphql.ts';

import { monthDay } from '../../lib/dateTime.ts';

export { dateTimeText, dayText, monthDay } from '../../lib/dateTime.ts';

/** `11月28日-11月30日 · 共2晚`. */
export function stayText(checkIn: string, checkOut: string, nights: number): string {
  return `${monthDay(checkIn)}-${monthDay(checkOut)} · 共${nights}晚`;
}

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = { PROCESSING: '退款中', REFUNDED: '已退款' };

/** The line under an order's status, by status (while unpaid the frame shows the countdown). */
export function statusHint(
  status: OrderStatus,
  order: { checkIn: string; checkInFrom: string; cancelRule: HotelCancelRule },
): string {
  switch (status) {
    case 'UNPAID':
      return '请尽快完成支付，超时订单将自动取消';
    case 'PAID':
      return `酒店已确认，请于${monthDay(order.checkIn)} ${order.checkInFrom}后凭入住人姓名办理入住`;
    case 'CANCELLED':
      return '订单已取消，房间已释放';
    case 'FINISHED':
      return '感谢您的入住，期待再次光临';
    case 'REFUNDING':
      return '退款申请已提交，款项将原路退回';
    case 'REFUNDED':
      return '退款已原路退回，请留意支付账户';
  }
}

/** AMap's web marker for the hotel (the coordinates are GCJ-02, as AMap expects). */
export function mapUrl(location: { lat: number; lng: number }, name: string): string {
  const position = `${location.lng},${location.lat}`;
  return `https://uri.amap.com/marker?position=${encodeURIComponent(position)}&name=${encodeURIComponent(name)}&coordinate=gaode&callnative=1`;
}
