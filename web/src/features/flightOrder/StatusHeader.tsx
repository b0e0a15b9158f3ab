import type { FlightOrderDetail_OrderFragment, OrderStatus } from '../../__generated__/graphql.ts';
import { PayCountdown } from '../../components/PayCountdown.tsx';
import { dateTimeText } from './format.ts';

/** What the member should know next, by where the order stands. */
export function statusHint(status: OrderStatus, international: boolean): string {
  // International check-in closes earlier and needs the passport or permit booked with.
  if (status === 'PAID' && international)
    return '已出票，请携带预订时所用证件，至少提前3小时到达机场办理值机';
  return STATUS_HINT[status];
}

const STATUS_HINT: Record<OrderStatus, string> = {
  UNPAID: '座位已为您保留，请尽快完成支付',
  PAID: '已出票，请至少提前2小时到达机场办理值机',
  CANCELLED: '订单已取消，座位已释放',
  FINISHED: '行程已结束，感谢您的乘坐',
  REFUNDING: '退票申请处理中，退款将原路退回',
  REFUNDED: '退款已原路退回，请留意到账信息',
};

/** The order's head: status in words, the pay countdown while unpaid, the total and its number. */
export function StatusHeader({
  order,
  onPayExpired,
}: {
  order: Pick<
    FlightOrderDetail_OrderFragment,
    'status' | 'statusText' | 'orderNo' | 'createdAt' | 'payRemainingSeconds' | 'total' | 'international'
  >;
  onPayExpired: () => void;
}) {
  const unpaid = order.status === 'UNPAID' && order.payRemainingSeconds !== null;
  return (
    <header className="sf-fo-status">
      <div className="sf-fo-status__row">
        <h1 className="sf-fo-status__text" data-testid="order-status">
          {order.statusText}
        </h1>
        <span className="sf-fo-status__total">{order.total.text}</span>
      </div>
      <p className="sf-fo-status__hint">
        {unpaid ? (
          <>
            剩余支付时间 <PayCountdown seconds={order.payRemainingSeconds ?? 0} onEnd={onPayExpired} />
            ，超时订单将自动取消
          </>
        ) : (
          statusHint(order.status, order.international)
        )}
      </p>
      <p className="sf-fo-status__meta">
        订单号 {order.orderNo} · 下单时间 {dateTimeText(order.createdAt)}
      </p>
    </header>
  );
}
