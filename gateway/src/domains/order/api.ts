// One method per legacy endpoint of orders and payment (legacy/CONTRACT.md "Orders (shared by every
// product)" and "Payment and the cashier").
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

export type LegacyOrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'finished' | 'refunding' | 'refunded';

/** What the member can do with an order now, as the backend decides it. */
export interface LegacyOrderActions {
  can_pay: boolean;
  can_cancel: boolean;
  can_delete: boolean;
  can_refund: boolean;
  can_change: boolean;
  can_request_invoice: boolean;
}

/**
 * The generic order of any product (snake case, as the backend sends it). Every implementation of
 * the `Order` interface has this as its parent object; products add their details by order_no.
 */
export interface LegacyOrder {
  order_no: string;
  /** Spec §3 order-type code. */
  order_type: number;
  status: LegacyOrderStatus;
  status_text: string;
  title: string;
  subtitle: string | null;
  /** `YYYY-MM-DD`. */
  travel_date: string | null;
  total_fen: number;
  /** ISO 8601 with `+08:00`. */
  created_at: string;
  pay_deadline: string | null;
  pay_remaining_seconds: number | null;
  actions: LegacyOrderActions;
}

export interface LegacyOrderPage {
  list: LegacyOrder[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** What `OrderPage` resolves from: the backend's page with the paging the client asked for. */
export interface OrderPageSource {
  items: LegacyOrder[];
  pageNum: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

/** The backend's values of the list's `status` parameter. */
export type LegacyStatusFilter = 'all' | 'unpaid' | 'upcoming' | 'finished' | 'after_sale' | 'cancelled';

export type LegacyPayMethod = 'wechat' | 'alipay';

export interface LegacyPayment {
  pay_no: string;
  order_no: string;
  method: LegacyPayMethod;
  /** A path on the backend (`/cashier/<pay_no>`); the gateway serves it under the same path. */
  cashier_url: string;
  amount_fen: number;
  deadline: string;
}

const endpoints = {
  list: { prefix: '/api', method: 'GET', path: '/order/list' },
  detail: { prefix: '/api', method: 'GET', path: '/order/detail' },
  cancel: { prefix: '/api', method: 'POST', path: '/order/cancel' },
  remove: { prefix: '/api', method: 'POST', path: '/order/delete' },
  countDown: { prefix: '/api', method: 'GET', path: '/order/countDown' },
  pay: { prefix: '/v2', method: 'POST', path: '/pay/create' },
} satisfies Record<string, Endpoint>;

export const orderApi = {
  list: (
    up: Upstream,
    p: { tab: number; status: LegacyStatusFilter; pageNum: number; pageSize: number; types?: string },
  ) => up.call<LegacyOrderPage>(endpoints.list, p),
  detail: (up: Upstream, p: { order_no: string }) => up.call<LegacyOrder>(endpoints.detail, p),
  cancel: (up: Upstream, p: { order_no: string }) => up.call<{ order: LegacyOrder }>(endpoints.cancel, p),
  remove: (up: Upstream, p: { order_no: string }) => up.call<{ order_no: string }>(endpoints.remove, p),
  countDown: (up: Upstream, p: { order_no: string }) =>
    up.call<{
      order_no: string;
      status: LegacyOrderStatus;
      pay_deadline: string | null;
      remaining_seconds: number;
    }>(endpoints.countDown, p),
  pay: (up: Upstream, p: { order_no: string; method: LegacyPayMethod }) =>
    up.call<LegacyPayment>(endpoints.pay, p),
};
