import { randomBytes } from 'node:crypto';
import type { Static } from '@storefront/schema/rest';
import { PAY_METHODS, type PayMethod as PayMethodSchema } from '@storefront/schema/rest/pay';
import type { Queryable } from '../../db/types.ts';

export type PayMethod = Static<typeof PayMethodSchema>;
export { PAY_METHODS };
export type PaymentStatus = 'open' | 'paid' | 'closed' | 'refused';

export interface PaymentRow {
  pay_no: string;
  order_no: string;
  member_id: number;
  method: PayMethod;
  amount_fen: number;
  status: PaymentStatus;
  transaction_id: string | null;
  created_at: Date;
  paid_at: Date | null;
  closed_at: Date | null;
}

/**
 * A payment number: `P`, the Shanghai time to the second, and 16 random hex digits. The cashier URL
 * names it and anyone holding that URL can pay the order, so it must not be guessable.
 */
export function newPayNo(nowMs: number): string {
  const stamp = new Date(nowMs + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(2, 14);
  return `P${stamp}${randomBytes(8).toString('hex')}`;
}

export async function paymentByNo(db: Queryable, payNo: string): Promise<PaymentRow | null> {
  const rows = await db.query<PaymentRow>('select * from payments where pay_no = $1', [payNo]);
  return rows[0] ?? null;
}

/** Closes the open payments of these orders (cancelled, or paid through another payment). */
export async function closeOpenPayments(
  tx: Queryable,
  orderNos: readonly string[],
  nowMs: number,
): Promise<void> {
  if (orderNos.length === 0) return;
  await tx.query(
    `update payments set status = 'closed', closed_at = $2
      where status = 'open' and order_no = any($1::text[])`,
    [orderNos, new Date(nowMs)],
  );
}
