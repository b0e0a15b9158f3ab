import dayjs from 'dayjs';
import type {
  DocumentType,
  FlightChangeStatus,
  RefundStatus,
  TicketStatus,
} from '../../__generated__/graphql.ts';

export { AGE_CLASS_LABELS } from '../../components/traveller/ageClassLabels.ts';
export { dateTimeText } from '../../lib/dateTime.ts';

export const DOCUMENT_TYPE_TEXT: Record<DocumentType, string> = {
  ID_CARD: '身份证',
  PASSPORT: '护照',
  HK_MACAO_PERMIT: '港澳通行证',
  TAIWAN_PERMIT: '台湾通行证',
  HOME_RETURN_PERMIT: '回乡证',
  TAIWAN_COMPATRIOT_PERMIT: '台胞证',
  OFFICER_ID: '军官证',
};

export const TICKET_STATUS_TEXT: Record<TicketStatus, string> = {
  BOOKED: '待出票',
  TICKETED: '已出票',
  REFUNDING: '退票中',
  REFUNDED: '已退票',
  CHANGED: '已改签',
};

export const REFUND_STATUS_TEXT: Record<RefundStatus, string> = { PROCESSING: '退款中', REFUNDED: '已退款' };

export const CHANGE_STATUS_TEXT: Record<FlightChangeStatus, string> = {
  PENDING_CONFIRM: '待确认',
  PENDING_PAYMENT: '待支付',
  CHANGED: '已改签',
  CANCELLED: '已取消',
};

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/**
 * The local calendar date of a `DateTime` (`2026-11-23T08:00:00+08:00` → `2026-11-23`). Read from
 * the text, not through Date: flight times are the airport's local time, whatever the device's zone.
 */
export function localDate(dateTime: string): string {
  return dateTime.slice(0, 10);
}

/** `2026-11-23` → `11月23日 周一`. */
export function dayText(date: string): string {
  const day = dayjs(date);
  return day.isValid() ? `${day.format('M月D日')} ${WEEKDAYS[day.day()]}` : date;
}

/** Minutes as `2小时5分`. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}分`;
  return m ? `${h}小时${m}分` : `${h}小时`;
}
