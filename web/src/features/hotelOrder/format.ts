import { parseDate } from '@storefront/schema/dates';
import type { HotelCancelRule, OrderStatus, RefundStatus } from '../../__generated__/graphql.ts';

export { dateTimeText } from '../../lib/dateTime.ts';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** `2026-11-28` → `11月28日`; the text as it is when it is no date. */
export function monthDay(date: string): string {
  const d = parseDate(date);
  return d ? `${d.month}月${d.day}日` : date;
}

/** `2026-11-28` → `11月28日 周六` (the calendar date's own weekday, whatever the device's zone). */
export function dayText(date: string): string {
  const d = parseDate(date);
  if (!d) return date;
  const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return `${d.month}月${d.day}日 ${WEEKDAYS[weekday]}`;
}

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
