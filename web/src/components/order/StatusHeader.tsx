import type { OrderDetailFrame_OrderFragment } from '../../__generated__/graphql.ts';
import { dateTimeText } from '../../lib/dateTime.ts';
import { PayCountdown } from '../PayCountdown.tsx';
import './orderDetail.css';

/**
 * The order's head: status in words, the pay countdown while unpaid (else the product's `hint`), the
 * total and its number.
 */
export function StatusHeader({
  order,
  hint,
  onPayExpired,
}: {
  order: Pick<
    OrderDetailFrame_OrderFragment,
    'status' | 'statusText' | 'orderNo' | 'createdAt' | 'payRemainingSeconds' | 'total'
  >;
  hint: string;
  onPayExpired: () => void;
}) {
  const unpaid = order.status === 'UNPAID' && order.payRemainingSeconds !== null;
  return (
    <header className="sf-od-status">
      <div className="sf-od-status__row">
        <h1 className="sf-od-status__text" data-testid="order-status">
          {order.statusText}
        </h1>
        <span className="sf-od-status__total">{order.total.text}</span>
      </div>
      <p className="sf-od-status__hint">
        {unpaid ? (
          <>
            剩余支付时间 <PayCountdown seconds={order.payRemainingSeconds ?? 0} onEnd={onPayExpired} />
            ，超时订单将自动取消
          </>
        ) : (
          hint
        )}
      </p>
      <p className="sf-od-status__meta">
        订单号 {order.orderNo} · 下单时间 {dateTimeText(order.createdAt)}
      </p>
    </header>
  );
}
