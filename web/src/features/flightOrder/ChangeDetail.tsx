import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { ChangeDetail_ChangeFragment, FlightChangeStatus } from '../../__generated__/graphql.ts';
import { FlightSegmentCard } from './FlightSegmentCard.tsx';
import { CHANGE_STATUS_TEXT, dateTimeText } from './format.ts';
import { Pair, Section } from '../../components/order/Section.tsx';
import { PassengerList } from './PassengerList.tsx';
import { AmountRow } from '../../components/order/PriceLines.tsx';
import { payUrl } from './routes.ts';

const STATUS_COLOR: Record<FlightChangeStatus, 'warning' | 'success' | 'default'> = {
  PENDING_CONFIRM: 'warning',
  PENDING_PAYMENT: 'warning',
  CHANGED: 'success',
  CANCELLED: 'default',
};

export function ChangeStatusTag({ status }: { status: FlightChangeStatus }) {
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="change-status">
      {CHANGE_STATUS_TEXT[status]}
    </Tag>
  );
}

/** 去支付 with the amount, for a change that waits for its payment; nothing otherwise. */
export function PayChangeButton({ change }: { change: ChangeDetail_ChangeFragment }) {
  const navigate = useNavigate();
  const payOrderNo = change.status === 'PENDING_PAYMENT' ? change.payOrderNo : null;
  if (!payOrderNo) return null;
  return (
    <Button block shape="rounded" className="sf-gradient-button" onClick={() => navigate(payUrl(payOrderNo))}>
      去支付 {change.total.text}
    </Button>
  );
}

/** What the last line says: due, paid once the change went through, or nothing to pay. */
export function changeTotalLabel(totalFen: number, status?: FlightChangeStatus): string {
  if (totalFen <= 0) return '无需支付';
  return status === 'CHANGED' ? '已支付' : '需支付';
}

/** Fare difference, change fee and what the member pays for a change (a quote has no status). */
export function ChangeAmounts({
  change,
}: {
  change: Pick<ChangeDetail_ChangeFragment, 'priceDifference' | 'changeFee' | 'total'> & {
    status?: FlightChangeStatus;
  };
}) {
  return (
    <dl className="sf-od-price" data-testid="change-amounts">
      <AmountRow label="票价差额" value={change.priceDifference.text} />
      <AmountRow label="改签手续费" value={change.changeFee.text} />
      <AmountRow label={changeTotalLabel(change.total.fen, change.status)} value={change.total.text} strong />
    </dl>
  );
}

/** A change whole: status, the flight left and the one taken, passengers, amounts, number and time. */
export function ChangeSummary({ change }: { change: ChangeDetail_ChangeFragment }) {
  return (
    <>
      <Section title="改签航班" extra={<ChangeStatusTag status={change.status} />}>
        <FlightSegmentCard segment={change.from} label="原航班" />
        <FlightSegmentCard segment={change.to} label="新航班" />
      </Section>
      <Section title="改签乘客">
        <PassengerList passengers={change.passengers} />
      </Section>
      <Section title="改签费用">
        <ChangeAmounts change={change} />
      </Section>
      <Section title="改签信息">
        <dl className="sf-od-kv">
          <Pair label="改签单号">{change.changeNo}</Pair>
          <Pair label="订单号">{change.orderNo}</Pair>
          <Pair label="申请时间">{dateTimeText(change.createdAt)}</Pair>
        </dl>
      </Section>
    </>
  );
}
