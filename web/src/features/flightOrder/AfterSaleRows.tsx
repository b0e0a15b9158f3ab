import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { ChangeRow_ChangeFragment, RefundRow_RefundFragment } from '../../__generated__/graphql.ts';
import { CHANGE_STATUS_TEXT, REFUND_STATUS_TEXT, dateTimeText, dayText, localDate } from './format.ts';
import { changeDetailUrl, refundDetailUrl } from './routes.ts';

const names = (passengers: readonly { name: string }[]) => passengers.map((p) => p.name).join('、');

/** The order's refunds, each opening its 退票详情. */
export function RefundRows({ refunds }: { refunds: readonly RefundRow_RefundFragment[] }) {
  const navigate = useNavigate();
  return (
    <List className="sf-fo-rows">
      {refunds.map((r) => (
        <List.Item
          key={r.refundNo}
          data-testid="refund-row"
          onClick={() => navigate(refundDetailUrl(r.refundNo))}
          description={`${names(r.passengers)} · 申请于 ${dateTimeText(r.appliedAt)}`}
          extra={
            <Tag color={r.status === 'REFUNDED' ? 'success' : 'warning'} fill="outline">
              {REFUND_STATUS_TEXT[r.status]}
            </Tag>
          }
        >
          退款 {r.amount.text}
          <span className="sf-fo-rows__minor">（退票费 {r.fee.text}）</span>
        </List.Item>
      ))}
    </List>
  );
}

/** Changes of an order, each opening its 改签详情 (domestic or international page). */
export function ChangeRows({
  changes,
  international,
}: {
  changes: readonly ChangeRow_ChangeFragment[];
  international: boolean;
}) {
  const navigate = useNavigate();
  return (
    <List className="sf-fo-rows">
      {changes.map((c) => (
        <List.Item
          key={c.changeNo}
          data-testid="change-row"
          onClick={() => navigate(changeDetailUrl(c.changeNo, international))}
          description={`${names(c.passengers)} · ${dayText(localDate(c.to.departure.time))} ${c.to.departure.clock} 起飞`}
          extra={
            <Tag
              color={c.status === 'CHANGED' ? 'success' : c.status === 'CANCELLED' ? 'default' : 'warning'}
              fill="outline"
            >
              {CHANGE_STATUS_TEXT[c.status]}
            </Tag>
          }
        >
          {c.from.flightNo} → {c.to.flightNo}
          {c.total.fen > 0 && <span className="sf-fo-rows__minor">（{c.total.text}）</span>}
        </List.Item>
      ))}
    </List>
  );
}
