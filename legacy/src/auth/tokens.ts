import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes as 64 hex characters. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/** What the database keeps instead of the token, so a leaked table opens no sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function looksLikeToken(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
