import { createHmac, timingSafeEqual } from 'node:crypto';

// The simulated provider signs each notification with HMAC-SHA256 over the notification document
// exactly as sent (the text, byte for byte), with a key the provider and the merchant share
// (PAY_SECRET). Verifying the text as received, never a re-serialisation of what was parsed, is what
// keeps a notification from being edited in transit.

/** The header that carries the signature: `sha256=` and 64 lower-case hex digits. */
export const SIGNATURE_HEADER = 'x-pay-signature';

export function signNotification(document: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(document, 'utf8').digest('hex')}`;
}

/** Whether `signature` is this document's, compared in constant time. */
export function verifyNotification(document: string, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^sha256=[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signNotification(document, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
