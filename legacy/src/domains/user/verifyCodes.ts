import { randomInt, timingSafeEqual } from 'node:crypto';
import { Flag, LegacyError } from '../../core/errors.ts';
import type { Db, Queryable } from '../../db/types.ts';

export type CodePurpose = 'login' | 'register' | 'reset';
export const CODE_PURPOSES: readonly CodePurpose[] = ['login', 'register', 'reset'];

export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
/** Wrong tries a code survives; the last of them voids it. */
export const MAX_TRIES = 5;

/**
 * "Sends" a 6-digit code by writing it to sms_outbox. One code per mobile per 60 s whatever the
 * purpose (it is one SMS channel); a new code replaces the mobile's earlier live code for the same
 * purpose. Serialised per mobile so two quick requests cannot both pass the 60 s check.
 */
export async function sendCode(db: Db, mobile: string, purpose: CodePurpose, nowMs: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`sms:${mobile}`]);
    const members = await tx.query('select 1 from members where mobile = $1', [mobile]);
    const registered = members.length > 0;
    if (purpose === 'register' && registered) {
      throw new LegacyError(Flag.MOBILE_TAKEN, '该手机号已注册，请直接登录');
    }
    if (purpose === 'reset' && !registered) {
      throw new LegacyError(Flag.MOBILE_UNKNOWN, '该手机号尚未注册，请先注册');
    }
    const last = await tx.query<{ created_at: Date }>(
      'select created_at from sms_outbox where mobile = $1 order by id desc limit 1',
      [mobile],
    );
    const sinceMs = last[0] ? nowMs - last[0].created_at.getTime() : Infinity;
    if (sinceMs < RESEND_SECONDS * 1000) {
      const wait = Math.max(1, Math.ceil((RESEND_SECONDS * 1000 - sinceMs) / 1000));
      throw new LegacyError(Flag.CODE_TOO_SOON, `验证码已发送，请${wait}秒后再获取`);
    }
    const now = new Date(nowMs);
    await tx.query(
      `update sms_outbox set voided_at = $3
        where mobile = $1 and purpose = $2 and consumed_at is null and voided_at is null`,
      [mobile, purpose, now],
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.query(
      'insert into sms_outbox (mobile, purpose, code, created_at, expires_at) values ($1, $2, $3, $4, $5)',
      [mobile, purpose, code, now, new Date(nowMs + CODE_TTL_SECONDS * 1000)],
    );
  });
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Uses up the live code of `mobile` for `purpose`, inside the caller's transaction. A failure is
 * returned, not thrown, so the caller can commit the counted wrong try (see commitThenFail).
 */
export async function consumeCode(
  tx: Queryable,
  mobile: string,
  purpose: CodePurpose,
  code: string,
  nowMs: number,
): Promise<LegacyError | null> {
  const now = new Date(nowMs);
  const rows = await tx.query<{ id: number; code: string; attempts: number }>(
    `select id, code, attempts from sms_outbox
      where mobile = $1 and purpose = $2 and consumed_at is null and voided_at is null and expires_at > $3
      order by id desc limit 1
      for update`,
    [mobile, purpose, now],
  );
  const live = rows[0];
  if (!live) {
    const ever = await tx.query('select 1 from sms_outbox where mobile = $1 and purpose = $2 limit 1', [
      mobile,
      purpose,
    ]);
    return new LegacyError(
      Flag.CODE_NOT_LIVE,
      ever.length > 0 ? '验证码已失效，请重新获取' : '请先获取验证码',
    );
  }
  if (!sameCode(live.code, code)) {
    const attempts = live.attempts + 1;
    if (attempts >= MAX_TRIES) {
      await tx.query('update sms_outbox set attempts = $2, voided_at = $3 where id = $1', [
        live.id,
        attempts,
        now,
      ]);
      return new LegacyError(Flag.CODE_NOT_LIVE, '验证码错误次数过多，已失效，请重新获取');
    }
    await tx.query('update sms_outbox set attempts = $2 where id = $1', [live.id, attempts]);
    return new LegacyError(Flag.CODE_WRONG, `验证码错误，还可以再试${MAX_TRIES - attempts}次`);
  }
  await tx.query('update sms_outbox set consumed_at = $2 where id = $1', [live.id, now]);
  return null;
}
