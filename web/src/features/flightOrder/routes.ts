import { isValidDate } from '@storefront/schema/dates';
import { withQuery } from '../../lib/links/index.ts';

/**
 * The URLs of the flight-order pages (spec §2.2, /myOrder/airOrder/…). Domestic and international
 * orders have their own detail and change pages; refunds share one set. Every page keeps what it
 * needs in the query, so a reload or a shared link loses nothing.
 */
const BASE = '/myOrder/airOrder';

export const orderDetailUrl = (orderNo: string, international = false) =>
  withQuery(`${BASE}/${international ? 'interDetail' : 'detail'}`, [['orderNo', orderNo]]);

// The order list and the pay page are every product's (lib/orderRoutes.ts).
export { ORDER_LIST_URL, payUrl } from '../../lib/orderRoutes.ts';

/** Passenger ids travel as one comma-separated parameter. */
export function joinIds(ids: readonly string[]): string {
  return ids.join(',');
}

/** The ids of a `passengerIds` parameter: unique, non-empty, in their order. */
export function parseIds(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}

// Refunds: 退票须知 → 申请退票 → result → 退票详情 / 退款进度.
export const refundNoticeUrl = (orderNo: string) => withQuery(`${BASE}/refund`, [['orderNo', orderNo]]);

export const refundApplyUrl = (orderNo: string, passengerIds: readonly string[]) =>
  withQuery(`${BASE}/airRefund`, [
    ['orderNo', orderNo],
    ['passengerIds', joinIds(passengerIds)],
  ]);

export const refundResultUrl = (orderNo: string, refundNo: string) =>
  withQuery(`${BASE}/result`, [
    ['type', '0'],
    ['orderNo', orderNo],
    ['refundNo', refundNo],
  ]);

export const refundDetailUrl = (refundNo: string) =>
  withQuery(`${BASE}/airRefundDetail`, [['refundNo', refundNo]]);

export const refundProgressUrl = (refundNo: string) =>
  withQuery(`${BASE}/air-refund-detail`, [['refundNo', refundNo]]);

// Changes: domestic airChange → change → changeConfirm → result → airChangeDetail; international
// interChange → interChangeList → interChangeConfirm → result → interChangeDetail.

/** What the change pages carry from one step to the next. */
export interface ChangeSearch {
  orderNo: string;
  segmentIndex: number;
  passengerIds: readonly string[];
  /** The new departure date, `YYYY-MM-DD`. */
  date: string;
}

const changePairs = (s: ChangeSearch) =>
  [
    ['orderNo', s.orderNo],
    ['segment', String(s.segmentIndex)],
    ['passengerIds', joinIds(s.passengerIds)],
    ['date', s.date],
  ] as const;

export const changeStartUrl = (orderNo: string, international = false) =>
  withQuery(`${BASE}/${international ? 'interChange' : 'airChange'}`, [['orderNo', orderNo]]);

export const changeOptionsUrl = (search: ChangeSearch, international = false) =>
  withQuery(`${BASE}/${international ? 'interChangeList' : 'change'}`, changePairs(search));

export const changeConfirmUrl = (search: ChangeSearch, fareId: string, international = false) =>
  withQuery(`${BASE}/${international ? 'interChangeConfirm' : 'changeConfirm'}`, [
    ...changePairs(search),
    ['fareId', fareId],
  ]);

export const changeResultUrl = (orderNo: string, changeNo: string) =>
  withQuery(`${BASE}/result`, [
    ['type', '1'],
    ['orderNo', orderNo],
    ['changeNo', changeNo],
  ]);

export const changeDetailUrl = (changeNo: string, international = false) =>
  withQuery(`${BASE}/${international ? 'interChangeDetail' : 'airChangeDetail'}`, [['changeNo', changeNo]]);

export const changeListUrl = (orderNo: string) => withQuery(`${BASE}/changeList`, [['orderNo', orderNo]]);

/** The change search of a page's query; null when a part is missing or malformed. */
export function readChangeSearch(params: URLSearchParams): ChangeSearch | null {
  const orderNo = params.get('orderNo')?.trim();
  const segment = params.get('segment') ?? '0';
  const date = params.get('date') ?? '';
  const passengerIds = parseIds(params.get('passengerIds'));
  if (!orderNo || !/^[01]$/.test(segment) || !isValidDate(date) || !passengerIds.length) return null;
  return { orderNo, segmentIndex: Number(segment), passengerIds, date };
}
