import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The customer-service chat signature (spec §2.7): upper-case hex SHA-1 of
 * `nonce + timestamp + web_token + secret`. The gateway signs with the same secret; the browser
 * never sees it.
 */
export function chatSignature(nonce: string, timestamp: string, webToken: string, secret: string): string {
  return createHash('sha1').update(`${nonce}${timestamp}${webToken}${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** A link is honoured for 10 minutes after it was signed, so a copied link soon stops working. */
export const CHAT_LINK_TTL_MS = 10 * 60 * 1000;

export type ChatCheck = { ok: true } | { ok: false; reason: string };

export function verifyChatLink(q: Record<string, string>, secret: string, nowMs: number): ChatCheck {
  const { nonce = '', timestamp = '', web_token: webToken = '', signature = '' } = q;
  if (!nonce || !/^\d{13}$/.test(timestamp) || !webToken || !/^[0-9A-F]{40}$/.test(signature)) {
    return { ok: false, reason: '链接参数不完整' };
  }
  const expected = Buffer.from(chatSignature(nonce, timestamp, webToken, secret));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: '签名校验失败' };
  if (Math.abs(nowMs - Number(timestamp)) > CHAT_LINK_TTL_MS) return { ok: false, reason: '链接已过期' };
  return { ok: true };
}
