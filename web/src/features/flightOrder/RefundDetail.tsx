import { Steps } from 'antd-mobile';
import type { RefundDetail_RefundFragment } from '../../__generated__/graphql.ts';
import { Pair } from '../../components/order/Section.tsx';
import { AmountRow } from '../../components/order/PriceLines.tsx';
import { dateTimeText } from './format.ts';

/** Paid, fee and what comes back. */
export function RefundAmounts({
  refund,
}: {
  refund: Pick<RefundDetail_RefundFragment, 'paid' | 'fee' | 'amount'>;
}) {
  return (
    <dl className="sf-od-price" data-testid="refund-amounts">
      <AmountRow label="实付金额" value={refund.paid.text} />
      <AmountRow label="退票手续费" value={refund.fee.fen > 0 ? `-${refund.fee.text}` : refund.fee.text} />
      <AmountRow label="退款金额" value={refund.amount.text} strong />
    </dl>
  );
}

/** Number, reason and times of a refund. */
export function RefundFacts({ refund }: { refund: RefundDetail_RefundFragment }) {
  return (
    <dl className="sf-od-kv">
      <Pair label="退票单号">{refund.refundNo}</Pair>
      <Pair label="订单号">{refund.orderNo}</Pair>
      <Pair label="退票原因">{refund.reason}</Pair>
      <Pair label="申请时间">{dateTimeText(refund.appliedAt)}</Pair>
      {refund.refundedAt && <Pair label="退款时间">{dateTimeText(refund.refundedAt)}</Pair>}
    </dl>
  );
}

/**
 * The three steps of a refund: applied → the airline processing it → the money back. The step
 * reached is the one in progress; all three are done once refunded.
 */
export function RefundSteps({
  refund,
}: {
  refund: Pick<RefundDetail_RefundFragment, 'status' | 'appliedAt' | 'refundedAt' | 'amount'>;
}) {
  const refunded = refund.status === 'REFUNDED';
  return (
    <Steps direction="vertical" current={refunded ? 2 : 1} className="sf-fo-steps">
      <Steps.Step title="提交退票申请" status="finish" description={dateTimeText(refund.appliedAt)} />
      <Steps.Step
        title="航空公司处理中"
        status={refunded ? 'finish' : 'process'}
        description={refunded ? '航空公司已确认退票' : '航空公司审核退票，确认后退款原路退回'}
      />
      <Steps.Step
        title="退款成功"
        status={refunded ? 'finish' : 'wait'}
        description={
          refunded && refund.refundedAt
            ? `${refund.amount.text} 已退回原支付账户 · ${dateTimeText(refund.refundedAt)}`
            : `${refund.amount.text} 将退回原支付账户`
        }
      />
    </Steps>
  );
}
