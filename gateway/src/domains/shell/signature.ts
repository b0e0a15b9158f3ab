import { createHash } from 'node:crypto';

/**
 * The customer-service chat signature (spec §2.7): upper-case hex SHA-1 of
 * `nonce + timestamp + web_token + secret`. Computed here, in the gateway, so the secret never
 * reaches a browser.
 */
export function chatSignature(nonce: string, timestamp: string, webToken: string, secret: string): string {
  return createHash('sha1')
    .update(`${nonce}${timestamp}${webToken}${secret}`, 'utf8')
    .digest('hex')
    .toUpperCase();
}
