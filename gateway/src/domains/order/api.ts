// Orders and payment of the legacy backend (schema/src/rest/order.ts and pay.ts; legacy/CONTRACT.md
// "Orders (shared by every product)" and "Payment and the cashier"): one method per route, typed by
// the contract. The shapes are the backend's, snake case.
import { restRoutes, type DataOf, type ParamsOf, type Static } from '@storefront/schema/rest';
import type { Order, OrderActions, OrderStatus } from '@storefront/schema/rest/order';
import type { Payment, PayMethod } from '@storefront/schema/rest/pay';
import { restMethod } from '../../upstream/rest.ts';

const order = restRoutes.order;
const pay = restRoutes.pay;

export type LegacyOrderStatus = Static<typeof OrderStatus>;

/** What the member can do with an order now, as the backend decides it. */
export type LegacyOrderActions = Static<typeof OrderActions>;

/**
 * The generic order of any product. Every implementation of the `Order` interface has this as its
 * parent object; products add their details by order_no.
 */
export type LegacyOrder = Static<typeof Order>;

export type LegacyOrderPage = DataOf<typeof order.list>;

/** What `OrderPage` resolves from: the backend's page with the paging the client asked for. */
export interface OrderPageSource {
  items: LegacyOrder[];
  pageNum: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** The backend's values of the list's `status` parameter. */
export type LegacyStatusFilter = NonNullable<ParamsOf<typeof order.list>['status']>;

export type LegacyPayMethod = Static<typeof PayMethod>;

export type LegacyPayment = Static<typeof Payment>;

export const orderApi = {
  list: restMethod(order.list),
  detail: restMethod(order.detail),
  cancel: restMethod(order.cancel),
  remove: restMethod(order.remove),
  countDown: restMethod(order.countDown),
  pay: restMethod(pay.create),
};
