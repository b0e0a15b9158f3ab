import { createHash } from 'node:crypto';
import type { Static } from '@storefront/schema/rest';
import type { PaymentNotice as PaymentNoticeSchema } from '@storefront/schema/rest/pay';
import { LegacyError } from '../../core/errors.ts';
import type { Db, Queryable } from '../../db/types.ts';
import { toShanghaiIso } from '../../time.ts';
import { withOrderClock } from '../order/clock.ts';
import { orderHooks, type OrderRow } from '../order/hooks.ts';
import { closeOpenPayments, paymentByNo, type PaymentRow } from './store.ts';
import { verifyNotification } from './signature.ts';

/** What the simulated provider tells the merchant once the shopper has paid (the contract's shape). */
export type PaymentNotice = Static<typeof PaymentNoticeSchema>;

export type NotifyOutcome =
  'paid' | 'duplicate' | 'refused' | 'bad_signature' | 'bad_amount' | 'unknown' | 'malformed';

export interface NotifyResult {
  outcome: NotifyOutcome;
  /** The provider stops resending on success (paid, or a duplicate of a notification already taken). */
  ok: boolean;
  /** HTTP status of the answer: 200 on success, 4xx when refused (the provider would resend). */
  status: number;
  message: string;
}

/**
 * The provider's transaction id for a cashier session: derived from pay_no, so confirming twice
 * (a double tap, a retry) is the same provider payment and its second notification a duplicate.
 */
export function transactionIdFor(payment: Pick<PaymentRow, 'pay_no' | 'method'>): string {
  const digest = createHash('sha256').update(payment.pay_no).digest('hex').slice(0, 24);
  return `${payment.method === 'wechat' ? 'WX' : 'AL'}${digest}`;
}

/** The notification document the provider sends for a payment, as compact JSON text. */
export function noticeFor(payment: PaymentRow, nowMs: number): string {
  const notice: PaymentNotice = {
    pay_no: payment.pay_no,
    order_no: payment.order_no,
    transaction_id: transactionIdFor(payment),
    method: payment.method,
    amount_fen: payment.amount_fen,
    trade_state: 'SUCCESS',
    paid_at: toShanghaiIso(nowMs),
  };
  return JSON.stringify(notice);
}

function parseNotice(document: string): PaymentNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(document);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const n = value as Record<string, unknown>;
  const text = (k: string) =>
    typeof n[k] === 'string' && (n[k] as string).length > 0 && (n[k] as string).length <= 64;
  if (!text('pay_no') || !text('order_no') || !text('transaction_id') || !text('paid_at')) return null;
  if (n.method !== 'wechat' && n.method !== 'alipay') return null;
  if (n.trade_state !== 'SUCCESS') return null;
  if (typeof n.amount_fen !== 'number' || !Number.isSafeInteger(n.amount_fen) || n.amount_fen < 0)
    return null;
  return n as unknown as PaymentNotice;
}

const result = (outcome: NotifyOutcome, message: string): NotifyResult => {
  const status: Record<NotifyOutcome, number> = {
    paid: 200,
    duplicate: 200,
    refused: 409,
    bad_signature: 401,
    bad_amount: 400,
    unknown: 404,
    malformed: 400,
  };
  return { outcome, ok: status[outcome] === 200, status: status[outcome], message };
};

async function logNotice(
  db: Queryable,
  notice: PaymentNotice | null,
  outcome: NotifyOutcome,
  detail: string,
  nowMs: number,
) {
  await db.query(
    `insert into payment_notifications (pay_no, transaction_id, outcome, detail, received_at)
     values ($1, $2, $3, $4, $5)`,
    [notice?.pay_no ?? null, notice?.transaction_id ?? null, outcome, detail, new Date(nowMs)],
  );
}

/**
 * Takes a notification as received: verifies the signature over the exact text, matches the amount
 * to the order's total, and marks the payment and the order paid exactly once, with the product's
 * onPaid in the same transaction. Anything else changes no order and no payment, except that a
 * payment whose order can no longer take it (cancelled, paid by another payment, refused by the
 * product) is marked `refused`: its money would go back. Every notification is logged.
 */
export async function processNotification(
  db: Db,
  document: string,
  signature: string | undefined,
  secret: string,
  nowMs: number,
): Promise<NotifyResult> {
  if (!verifyNotification(document, signature, secret)) {
    await logNotice(db, null, 'bad_signature', document.slice(0, 500), nowMs);
    return result('bad_signature', '签名校验失败');
  }
  const notice = parseNotice(document);
  if (!notice) {
    await logNotice(db, null, 'malformed', document.slice(0, 500), nowMs);
    return result('malformed', '通知内容不完整');
  }

  return withOrderClock(db, nowMs, async (tx) => {
    const done = await takeNotice(tx, notice, nowMs);
    await logNotice(tx, notice, done.outcome, done.message, nowMs);
    return done;
  });
}

async function takeNotice(tx: Queryable, notice: PaymentNotice, nowMs: number): Promise<NotifyResult> {
  const payment = await paymentByNo(tx, notice.pay_no);
  if (!payment || payment.order_no !== notice.order_no || payment.method !== notice.method) {
    return result('unknown', '支付单不存在');
  }
  // The order's row lock first, as every cancel takes it first: the same lock order everywhere
  // keeps a payment and a cancel racing for one order from deadlocking.
  const orders = await tx.query<OrderRow>('select * from orders where order_no = $1 for update', [
    payment.order_no,
  ]);
  const order = orders[0]!;
  if (notice.amount_fen !== order.total_fen || notice.amount_fen !== payment.amount_fen) {
    return result('bad_amount', `金额不符：通知 ${notice.amount_fen} 分，订单 ${order.total_fen} 分`);
  }
  if (payment.status === 'paid') return result('duplicate', '该支付已处理');
  if (payment.status === 'refused') return result('refused', '该支付已被拒绝，款项原路退回');

  // Guarded by the old status: of two notifications at once only one takes the payment; the other
  // waits for its row lock (PostgreSQL) or its turn (PGlite) and then finds it taken.
  const taken = await tx.query<PaymentRow>(
    `update payments set status = 'paid', transaction_id = $2, paid_at = $3
      where pay_no = $1 and status in ('open', 'closed')
      returning *`,
    [payment.pay_no, notice.transaction_id, new Date(nowMs)],
  );
  if (taken.length === 0) return result('duplicate', '该支付已处理');

  const refuse = async (why: string) => {
    await tx.query(
      `update payments set status = 'refused', paid_at = null, closed_at = $2 where pay_no = $1`,
      [payment.pay_no, new Date(nowMs)],
    );
    return result('refused', `${why}，款项原路退回`);
  };
  if (order.status === 'cancelled') return refuse('订单已取消');
  if (order.status !== 'unpaid') return refuse('订单已由另一笔支付付清');
  const hooks = orderHooks(order.order_type);
  try {
    await hooks?.validatePay?.(tx, order, nowMs);
  } catch (error) {
    if (error instanceof LegacyError) return refuse(error.message);
    throw error;
  }
  const paid = await tx.query<OrderRow>(
    `update orders set status = 'paid', paid_at = $2, updated_at = $2
      where order_no = $1 and status = 'unpaid'
      returning *`,
    [order.order_no, new Date(nowMs)],
  );
  const paidOrder = paid[0];
  if (!paidOrder) return refuse('订单已取消');
  await hooks?.onPaid?.(tx, paidOrder, nowMs);
  await closeOpenPayments(tx, [paidOrder.order_no], nowMs);
  return result('paid', '成功');
}
