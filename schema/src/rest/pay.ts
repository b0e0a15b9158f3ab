// Payment and the cashier: one pay endpoint for every order type, the simulated provider's cashier
// pages (HTML, outside the three prefixes) and its signed notification to the backend.
import {
  describe,
  json,
  noParams,
  oneOf,
  optional,
  params,
  rawBody,
  route,
  shape,
  text,
  Type,
  type Static,
} from './kit.ts';

export const PayMethod = Type.Union([Type.Literal('wechat'), Type.Literal('alipay')]);

/** The methods `/pay/create` takes: the same two as PayMethod. */
export const PAY_METHODS = ['wechat', 'alipay'] as const satisfies readonly Static<typeof PayMethod>[];

export const Payment = shape('Payment', {
  pay_no: Type.String(),
  order_no: Type.String(),
  method: PayMethod,
  cashier_url: describe(
    Type.String(),
    '"/cashier/<pay_no>": a path on the backend, which the gateway serves under the same path',
  ),
  amount_fen: describe(Type.Integer(), "the order's total_fen (the client sends no amount)"),
  deadline: describe(Type.String(), "the order's pay_deadline, …+08:00"),
});

/** What the simulated provider tells the backend once the shopper has paid (`notify_data`). */
export const PaymentNotice = shape(
  'PaymentNotice',
  {
    pay_no: Type.String(),
    order_no: Type.String(),
    transaction_id: describe(
      Type.String(),
      "the provider's id of the money movement, one per cashier session (derived from pay_no)",
    ),
    method: PayMethod,
    amount_fen: Type.Integer(),
    trade_state: Type.Literal('SUCCESS'),
    paid_at: describe(Type.String(), '…+08:00'),
  },
  'compact JSON, sent verbatim as `notify_data`',
);

const cashierPage = (what: string) => `none; **no headers required** (${what})`;

export const payRoutes = {
  create: route({
    prefix: '/v2',
    method: 'POST',
    path: '/pay/create',
    auth: 'required',
    params: params({ order_no: text('订单号'), method: oneOf('支付方式', PAY_METHODS) }),
    data: Payment,
    doc: {
      data:
        "the product's `validatePay` runs first. Asking again with the same method returns the same open " +
        'payment; another method closes it and opens a new one',
    },
    flags: [
      1001,
      40101,
      2001,
      2501,
      2504,
      2505,
      // The product's own, from its validatePay: flights refuse a departed flight or a lapsed change.
      [2613, 'flights: the flight has departed'],
      [2619, 'flights: the change being paid has lapsed'],
    ],
  }),
  cashier: route({
    prefix: null,
    method: 'GET',
    path: '/cashier/:payNo',
    auth: 'none',
    params: noParams,
    data: rawBody,
    raw:
      "HTML (`text/html`, `Cache-Control: no-store`, a CSP allowing only the page's own script by nonce): " +
      'the amount, 微信支付 or 支付宝 (模拟), the order, a countdown to the deadline (订单已超时 at 0, the ' +
      'button disabled), 确认支付 and 取消. A paid order → 303 to `/subscribe/paySuccess?orderNo=…`; ' +
      'cancelled order → HTTP 409 page `订单已取消，无法支付`; payment closed → 409 page `本次支付已取消` ' +
      'with a link back to `/subscribe/pay?orderNo=…`; unknown `payNo` → 404 page',
    doc: { params: cashierPage('the browser opens it') },
  }),
  cashierConfirm: route({
    prefix: null,
    method: 'POST',
    path: '/cashier/:payNo/confirm',
    auth: 'none',
    params: noParams,
    data: rawBody,
    raw:
      'The simulated provider takes the money and POSTs its notification to `/pay/notify` over HTTP ' +
      '(Fastify inject); on `SUCCESS` → 303 to `/subscribe/paySuccess?orderNo=…`; otherwise a 409 page ' +
      'with the reason. Confirming a paid payment again → the same 303; a payment no longer open (closed: ' +
      'the shopper left the cashier, or a newer payment of the order was started; or refused) → the 409 ' +
      'page `本次支付已取消` of the GET, no money taken and no notification sent',
    doc: { params: "form, empty; **no headers required** (the cashier page's form posts it)" },
  }),
  cashierCancel: route({
    prefix: null,
    method: 'POST',
    path: '/cashier/:payNo/cancel',
    auth: 'none',
    params: noParams,
    data: rawBody,
    raw:
      'The shopper leaves the cashier: the payment is closed, the order stays unpaid; 303 to ' +
      '`/subscribe/pay?orderNo=…` (to the order list when the order was cancelled, to paySuccess when paid)',
    doc: { params: "form, empty; **no headers required** (the cashier page's form posts it)" },
  }),
  notify: route({
    prefix: null,
    method: 'POST',
    path: '/pay/notify',
    auth: 'none',
    // The handler answers a missing or unreadable document itself, in the provider's words.
    params: params({
      notify_data: optional(
        json<string>('通知内容', {
          description:
            'the `PaymentNotice` document as text, in an `application/x-www-form-urlencoded` body; ' +
            'without it 400 `缺少通知内容`',
        }),
      ),
    }),
    data: rawBody,
    raw:
      'JSON, not the envelope: `{ code: "SUCCESS", message }` with HTTP 200, or `{ code: "FAIL", message }` ' +
      "with 401 (bad signature), 400 (malformed or missing, or amount ≠ the order's total), 404 (unknown " +
      'payment), 409 (refused)',
    doc: {
      params: 'header `X-Pay-Signature: sha256=<hex>`; **no client headers** (the provider calls it)',
    },
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { payRoutes as routes };
export const shapes = [Payment, PaymentNotice];
