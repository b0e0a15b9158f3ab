import type { ChangeRow_ChangeFragment, RefundRow_RefundFragment } from '../../__generated__/graphql.ts';
import type { AfterSaleRow } from '../../components/order/AfterSaleRows.tsx';
import { CHANGE_STATUS_TEXT, REFUND_STATUS_TEXT, dateTimeText, dayText, localDate } from './format.ts';
import { changeDetailUrl, refundDetailUrl } from './routes.ts';

const names = (passengers: readonly { name: string }[]) => passengers.map((p) => p.name).join('、');

/** The order's refunds as after-sale rows, each opening its 退票详情. */
export function refundRows(refunds: readonly RefundRow_RefundFragment[]): AfterSaleRow[] {
  return refunds.map((r) => ({
    key: r.refundNo,
    title: `退款 ${r.amount.text}`,
    amount: `退票费 ${r.fee.text}`,
    description: `${names(r.passengers)} · 申请于 ${dateTimeText(r.appliedAt)}`,
    statusText: REFUND_STATUS_TEXT[r.status],
    tone: r.status === 'REFUNDED' ? 'success' : 'warning',
    href: refundDetailUrl(r.refundNo),
  }));
}

/** Changes of an order as after-sale rows, each opening its 改签详情 (domestic or international page). */
export function changeRows(
  changes: readonly ChangeRow_ChangeFragment[],
  international: boolean,
): AfterSaleRow[] {
  return changes.map((c) => ({
    key: c.changeNo,
    title: `${c.from.flightNo} → ${c.to.flightNo}`,
    amount: c.total.fen > 0 ? c.total.text : null,
    description: `${names(c.passengers)} · ${dayText(localDate(c.to.departure.time))} ${c.to.departure.clock} 起飞`,
    statusText: CHANGE_STATUS_TEXT[c.status],
    tone: c.status === 'CHANGED' ? 'success' : c.status === 'CANCELLED' ? 'default' : 'warning',
    href: changeDetailUrl(c.changeNo, international),
  }));
}
