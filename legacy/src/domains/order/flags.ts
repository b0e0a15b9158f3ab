import { LegacyError } from '../../core/errors.ts';

/** The order and payment flags (2501–2549, CONTRACT.md "Orders" and "Payment and the cashier"). */
export const OrderFlag = {
  /** No such order for this member (or it was deleted). */
  ORDER_NOT_FOUND: 2501,
  /** Only an unpaid order can be cancelled. */
  ORDER_NOT_CANCELLABLE: 2502,
  /** Only a finished, cancelled or refunded order can be deleted. */
  ORDER_NOT_DELETABLE: 2503,
  /** The order cannot be paid: cancelled, deadline passed, or refused by the product. */
  ORDER_NOT_PAYABLE: 2504,
  /** The order is already paid: nothing to pay. */
  ORDER_ALREADY_PAID: 2505,
  /** The member has MAX_UNPAID_ORDERS unpaid orders already: pay or cancel one before booking again. */
  UNPAID_ORDER_LIMIT: 2506,
  /** A traveller already has a live (unpaid or paid) order for the same thing (a flight on a day). */
  DUPLICATE_BOOKING: 2507,
} as const;

export function orderNotFound(): LegacyError {
  return new LegacyError(OrderFlag.ORDER_NOT_FOUND, '订单不存在或已删除，请刷新订单列表');
}
