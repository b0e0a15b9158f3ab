import type { Queryable } from '../db/types.ts';
import { MEMBER_COLUMNS, MEMBER_FROM, type Member } from './members.ts';
import { hashToken, looksLikeToken, newToken } from './tokens.ts';

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  db: Queryable,
  memberId: number,
  nowMs: number,
  ttlSeconds: number,
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(nowMs + ttlSeconds * 1000);
  await db.query(
    'insert into member_sessions (token_hash, member_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [hashToken(token), memberId, new Date(nowMs), expiresAt],
  );
  return { token, expiresAt };
}

/** The member behind a live token, or null when it is unknown, expired or ended. One query. */
export async function resolveSession(db: Queryable, token: string, nowMs: number): Promise<Member | null> {
  if (!looksLikeToken(token)) return null;
  const rows = await db.query<Member>(
    `select ${MEMBER_COLUMNS}
       from member_sessions s join ${MEMBER_FROM} on m.id = s.member_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [hashToken(token), new Date(nowMs)],
  );
  return rows[0] ?? null;
}

export async function endSession(db: Queryable, token: string, nowMs: number): Promise<void> {
  await db.query('update member_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    hashToken(token),
    new Date(nowMs),
  ]);
}

export async function endAllSessions(db: Queryable, memberId: number, nowMs: number): Promise<void> {
  await db.query('update member_sessions set revoked_at = $2 where member_id = $1 and revoked_at is null', [
    memberId,
    new Date(nowMs),
  ]);
}
