import { withQuery } from './links/index.ts';

/**
 * The detail page of each order-type code (spec §2.2 /myOrder/…). A product adds its line when its
 * detail page exists; an order without one is shown but not tappable.
 */
const DETAIL_PAGES: Readonly<Record<number, string>> = {
  2: '/myOrder/airOrder/interDetail',
  3: '/myOrder/hotelOrder/orderDetail',
  8: '/myOrder/airOrder/detail',
  18: '/myOrder/hotelOrder/orderDetail',
};

export function orderDetailUrl(typeCode: number, orderNo: string): string | null {
  const page = DETAIL_PAGES[typeCode];
  return page ? withQuery(page, [['orderNo', orderNo]]) : null;
}

/** The order list (the tab bar's own link: 999 = every product). */
export const ORDER_LIST_URL = withQuery('/myOrder/allorder', [
  ['ProStatusType', '999'],
  ['ProStatus', '全部订单'],
]);

export const payUrl = (orderNo: string) => withQuery('/subscribe/pay', [['orderNo', orderNo]]);

export const paySuccessUrl = (orderNo: string) => withQuery('/subscribe/paySuccess', [['orderNo', orderNo]]);

export const invoiceUrl = (orderNo: string) => withQuery('/myOrder/fapiao', [['orderNo', orderNo]]);

/**
 * The cashier to open, only when it is a cashier path on this site (the gateway serves /cashier/*):
 * a full-page navigation to whatever the server sent would make this page an open redirect.
 */
export function cashierHref(url: string): string | null {
  return /^\/cashier\/[A-Za-z0-9_-]{1,64}$/.test(url) ? url : null;
}

/** Opens the cashier as a whole page: it is the payment provider's page, not part of the app. */
export function openCashier(href: string): void {
  window.location.assign(href);
}
