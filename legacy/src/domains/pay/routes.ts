import { restRoutes } from '@storefront/schema/rest';
import { randomBytes } from 'node:crypto';
import { LegacyError } from '../../core/errors.ts';
import { RawResponse } from '../../core/router.ts';
import type { Queryable } from '../../db/types.ts';
import { toShanghaiIso } from '../../time.ts';
import { applyOrderClock, withOrderClock } from '../order/clock.ts';
import { OrderFlag, orderNotFound } from '../order/flags.ts';
import { orderHooks, type OrderRow } from '../order/hooks.ts';
import { memberOrder } from '../order/list.ts';
import { orderNoParam } from '../order/routes.ts';
import { payRemainingSeconds } from '../order/view.ts';
import type { Domain } from '../types.ts';
import { cashierHeaders, cashierNotice, cashierPage } from './cashier.ts';
import { noticeFor, processNotification } from './notify.ts';
import { SIGNATURE_HEADER, signNotification } from './signature.ts';
import { closeOpenPayments, newPayNo, paymentByNo, PAY_METHODS, type PaymentRow } from './store.ts';

const contract = restRoutes.pay;

const NOTIFY_PATH = contract.notify.path;
const PAY_NO = /^P\d{12}[0-9a-f]{16}$/;
const ORDERS_LINK = {
  href: '/myOrder/allorder?ProStatusType=999&ProStatus=%E5%85%A8%E9%83%A8%E8%AE%A2%E5%8D%95',
  text: '查看我的订单',
};

const html = (body: string, nonce: string, status = 200) =>
  new RawResponse(body, 'text/html; charset=utf-8', cashierHeaders(nonce), status);
const redirect = (location: string) =>
  new RawResponse('', 'text/plain; charset=utf-8', { location, 'cache-control': 'no-store' }, 303);
const successUrl = (orderNo: string) => `/subscribe/paySuccess?orderNo=${encodeURIComponent(orderNo)}`;
const payPageUrl = (orderNo: string) => `/subscribe/pay?orderNo=${encodeURIComponent(orderNo)}`;

/** Why an order cannot be paid now, or null when it can (the clock has been applied). */
function notPayable(order: OrderRow): LegacyError | null {
  if (order.status === 'unpaid') return null;
  if (order.status === 'cancelled') {
    return new LegacyError(OrderFlag.ORDER_NOT_PAYABLE, '订单已取消（超过支付时间或已取消），请重新下单');
  }
  return new LegacyError(OrderFlag.ORDER_ALREADY_PAID, '订单已支付，无需重复支付');
}

/** The cashier of a payment that is no longer open (closed or refused): back to the pay page. */
function paymentClosed(payment: PaymentRow, nonce: string): RawResponse {
  return html(
    cashierNotice(payment.method, '本次支付已取消，请返回重新发起支付', {
      href: payPageUrl(payment.order_no),
      text: '返回支付',
    }),
    nonce,
    409,
  );
}

/** The payment and its order after applying the clock, for the cashier pages. */
async function cashierState(tx: Queryable, payNo: string, nowMs: number) {
  await applyOrderClock(tx, nowMs);
  const payment = PAY_NO.test(payNo) ? await paymentByNo(tx, payNo) : null;
  if (!payment) return null;
  const rows = await tx.query<OrderRow>('select * from orders where order_no = $1', [payment.order_no]);
  return { payment, order: rows[0]! };
}

/**
 * Payment for every order type (CONTRACT.md "Payment and the cashier"): the pay endpoint, the
 * simulated cashier pages and the provider's signed notification to /pay/notify.
 */
export const payDomain: Domain = {
  name: 'pay',
  register({ route, db, config }) {
    route(contract.create, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      const method = params.oneOf('method', '支付方式', PAY_METHODS);
      const payment = await withOrderClock(db, nowMs, async (tx) => {
        const order = await memberOrder(tx, member.id, orderNo, { lock: true });
        if (!order) throw orderNotFound();
        const refusal = notPayable(order);
        if (refusal) throw refusal;
        await orderHooks(order.order_type)?.validatePay?.(tx, order, nowMs);
        // Asking again with the same method keeps the cashier session; another method replaces it.
        const open = await tx.query<PaymentRow>(
          "select * from payments where order_no = $1 and status = 'open' order by created_at desc",
          [orderNo],
        );
        const same = open.find((p) => p.method === method && p.amount_fen === order.total_fen);
        if (same) return { payment: same, order };
        await closeOpenPayments(tx, [orderNo], nowMs);
        const rows = await tx.query<PaymentRow>(
          `insert into payments (pay_no, order_no, member_id, method, amount_fen, status, created_at)
           values ($1, $2, $3, $4, $5, 'open', $6) returning *`,
          [newPayNo(nowMs), orderNo, member.id, method, order.total_fen, new Date(nowMs)],
        );
        return { payment: rows[0]!, order };
      });
      return {
        pay_no: payment.payment.pay_no,
        order_no: orderNo,
        method: payment.payment.method,
        cashier_url: `/cashier/${payment.payment.pay_no}`,
        amount_fen: payment.payment.amount_fen,
        deadline: toShanghaiIso(payment.order.pay_deadline!),
      };
    });

    // The provider's notification. Outside the three prefixes: the provider sends no client headers.
    route(contract.notify, async ({ request, nowMs }) => {
      // Taken as sent (not trimmed): the signature covers these exact characters.
      const body = request.body as Record<string, unknown> | undefined;
      const document = typeof body?.notify_data === 'string' ? body.notify_data : '';
      const signature = request.headers[SIGNATURE_HEADER];
      const done = document
        ? await processNotification(
            db,
            document,
            typeof signature === 'string' ? signature : undefined,
            config.paySecret,
            nowMs,
          )
        : { ok: false, status: 400, message: '缺少通知内容' };
      const answer = { code: done.ok ? 'SUCCESS' : 'FAIL', message: done.message };
      return new RawResponse(JSON.stringify(answer), 'application/json; charset=utf-8', {}, done.status);
    });

    route(contract.cashier, async ({ path, nowMs }) => {
      const nonce = randomBytes(12).toString('base64');
      const state = await db.transaction((tx) => cashierState(tx, path.payNo ?? '', nowMs));
      if (!state) return html(cashierNotice(null, '支付链接无效或已过期', ORDERS_LINK), nonce, 404);
      const { payment, order } = state;
      if (order.status !== 'unpaid' && order.status !== 'cancelled')
        return redirect(successUrl(order.order_no));
      if (order.status === 'cancelled') {
        return html(cashierNotice(payment.method, '订单已取消，无法支付', ORDERS_LINK), nonce, 409);
      }
      if (payment.status !== 'open') return paymentClosed(payment, nonce);
      return html(
        cashierPage(
          {
            payNo: payment.pay_no,
            method: payment.method,
            amountFen: payment.amount_fen,
            orderNo: order.order_no,
            title: order.title,
            remainingSeconds: payRemainingSeconds(order, nowMs) ?? 0,
          },
          nonce,
        ),
        nonce,
      );
    });

    // 确认支付: the simulated provider takes the money and notifies the merchant over HTTP, exactly
    // as a real provider would, then sends the shopper back to the storefront.
    route(contract.cashierConfirm, async ({ path, request, nowMs }) => {
      const nonce = randomBytes(12).toString('base64');
      const state = await db.transaction((tx) => cashierState(tx, path.payNo ?? '', nowMs));
      if (!state) return html(cashierNotice(null, '支付链接无效或已过期', ORDERS_LINK), nonce, 404);
      const { payment, order } = state;
      if (payment.status === 'paid' || (order.status !== 'unpaid' && order.status !== 'cancelled')) {
        return redirect(successUrl(order.order_no));
      }
      if (order.status === 'cancelled') {
        return html(cashierNotice(payment.method, '订单已取消，无法支付', ORDERS_LINK), nonce, 409);
      }
      // A payment closed (the shopper left this cashier, or started a newer payment) takes no money:
      // the provider would not pay a closed transaction, so nothing is notified either.
      if (payment.status !== 'open') return paymentClosed(payment, nonce);
      const document = noticeFor(payment, nowMs);
      const response = await request.server.inject({
        method: 'POST',
        url: NOTIFY_PATH,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          [SIGNATURE_HEADER]: signNotification(document, config.paySecret),
        },
        payload: new URLSearchParams({ notify_data: document }).toString(),
      });
      const answer = JSON.parse(response.body) as { code?: string; message?: string };
      if (answer.code === 'SUCCESS') return redirect(successUrl(order.order_no));
      const message = answer.message ?? '支付失败，请稍后重试';
      return html(
        cashierNotice(payment.method, message, {
          href: payPageUrl(order.order_no),
          text: '返回订单支付页',
        }),
        nonce,
        409,
      );
    });

    // 取消: the shopper leaves the cashier; the order stays unpaid until its deadline.
    route(contract.cashierCancel, async ({ path, nowMs }) => {
      const nonce = randomBytes(12).toString('base64');
      const state = await db.transaction(async (tx) => {
        const found = await cashierState(tx, path.payNo ?? '', nowMs);
        if (found?.payment.status === 'open') {
          await tx.query(
            "update payments set status = 'closed', closed_at = $2 where pay_no = $1 and status = 'open'",
            [found.payment.pay_no, new Date(nowMs)],
          );
        }
        return found;
      });
      if (!state) return html(cashierNotice(null, '支付链接无效或已过期', ORDERS_LINK), nonce, 404);
      if (state.order.status === 'unpaid') return redirect(payPageUrl(state.order.order_no));
      if (state.order.status === 'cancelled') return redirect(ORDERS_LINK.href);
      return redirect(successUrl(state.order.order_no));
    });
  },
};
