import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from './config.ts';
import { looksLikeSessionToken, type ClientKind } from './upstream/index.ts';

export { looksLikeSessionToken };

export type SessionSource = 'cookie' | 'bearer' | 'none';

/** Who is asking: read once per request from the cookie or an `Authorization: Bearer` header. */
export interface Session {
  token?: string;
  userId?: string;
  source: SessionSource;
  kind: ClientKind;
}

export function readSession(request: FastifyRequest, config: GatewayConfig): Session {
  // The web marks calls made inside a mini-program so the backend's seqnum says MP.
  const kind: ClientKind =
    String(request.headers['x-client-kind'] ?? '').toUpperCase() === 'MP' ? 'MP' : 'H5';
  const auth = request.headers.authorization;
  if (typeof auth === 'string' && auth.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (looksLikeSessionToken(token)) return { token, source: 'bearer', kind };
  }
  const token = request.cookies?.[config.cookie.name];
  if (looksLikeSessionToken(token)) {
    const uid = request.cookies?.[config.cookie.uidName];
    return { token, userId: uid && /^\d+$/.test(uid) ? uid : undefined, source: 'cookie', kind };
  }
  return { source: 'none', kind };
}

/** Sets and clears the session cookies on the response of the current request. */
export class SessionCookies {
  constructor(
    private readonly reply: FastifyReply,
    private readonly config: GatewayConfig,
  ) {}

  set(token: string, userId: string, maxAgeSeconds: number): void {
    const options = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.cookie.secure,
      maxAge: Math.max(1, Math.floor(maxAgeSeconds)),
    };
    this.reply.setCookie(this.config.cookie.name, token, options);
    this.reply.setCookie(this.config.cookie.uidName, userId, options);
  }

  clear(): void {
    const options = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.config.cookie.secure,
    };
    this.reply.clearCookie(this.config.cookie.name, options);
    this.reply.clearCookie(this.config.cookie.uidName, options);
  }
}
