import type { OrderStatus } from '../../__generated__/graphql.ts';

/** What the member should know next about a flight order, by where it stands. */
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
