// The session handoff of spec §4: a host app or mini-program opens a page with its member's token in
// the URL. Anyone can write such a URL, so it is a login-CSRF lever: the web offers the token only
// inside a host (web/src/app/startup.ts), and here the token is traded once for a session of the
// web's own and never silently takes the place of another member's live session.
import { GraphQLError } from 'graphql';
import { maskMobile } from '@storefront/schema/scalars';
import type { GatewayContext } from '../../context.ts';
import type { ExchangeSessionTokenInput } from '../../__generated__/resolvers-types.ts';
import { looksLikeSessionToken } from '../../session.ts';
import { withUserErrors, type UserErrorShape } from '../shared/payload.ts';
import { userApi, type LegacyUserInfo } from './api.ts';
import { badInput } from '../shared/guards.ts';

interface ExchangePayload {
  user: LegacyUserInfo | null;
  userErrors: UserErrorShape[];
}

const refused = (userErrors: UserErrorShape[]): ExchangePayload => ({ user: null, userErrors });

const isUnauthenticated = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';

/**
 * A call made with the handed token. Its rejection (40101) is that token's, not the visitor's: as
 * UNAUTHENTICATED it would clear the visitor's own cookie (server.ts) and send them to /login, so it
 * is a user error instead.
 */
async function withHandedToken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUnauthenticated(error)) throw error;
    throw new GraphQLError('登录信息已失效，请从App或小程序重新打开页面', {
      extensions: { code: 'HANDOFF_TOKEN_INVALID', flag: (error as GraphQLError).extensions.flag },
    });
  }
}

/** The member of the request's own live session, or null when there is none or it has ended. */
async function liveMember(ctx: GatewayContext, loadMe: () => Promise<LegacyUserInfo>) {
  if (!ctx.session.token) return null;
  try {
    return await loadMe();
  } catch (error) {
    if (isUnauthenticated(error)) return null;
    throw error;
  }
}

/**
 * The handoff cookie's lifetime (7 days), or the backend session's when that ends clearly sooner.
 * Clearly: the expiry comes to the second and after a round trip, so a 7-day session reads as a
 * little under 7 days.
 */
function cookieMaxAge(ctx: GatewayContext, expiresAt: string | number): number {
  const handoff = ctx.config.cookie.handoffMaxAgeSeconds;
  const ms = typeof expiresAt === 'number' ? expiresAt * 1000 : Date.parse(expiresAt);
  const backend = Number.isFinite(ms) ? (ms - Date.now()) / 1000 : Infinity;
  return backend < handoff - 60 ? backend : handoff;
}

/**
 * `exchangeSessionToken`: the token's shape is checked before anything goes upstream; a live
 * session of the same member is kept (success, the token unspent); one of another member is kept
 * too unless the shopper chose to switch (`replaceSession`), and the refusal spends nothing, so
 * switching afterwards still works; otherwise the backend trades the token, once, for a fresh
 * session, and the cookie carries that one.
 */
export async function exchangeSessionToken(
  ctx: GatewayContext,
  input: ExchangeSessionTokenInput,
  loadMe: () => Promise<LegacyUserInfo>,
): Promise<ExchangePayload> {
  const token = input.token.trim();
  if (!looksLikeSessionToken(token)) {
    throw badInput('登录信息格式不正确，请从App或小程序重新打开页面', ['input', 'token']);
  }
  const handed = ctx.upstream.as(token);
  return withUserErrors(async () => {
    const current = input.replaceSession ? null : await liveMember(ctx, loadMe);
    if (current) {
      const { userinfo } = await withHandedToken(() => userApi.getUserInfo(handed));
      if (userinfo.id === current.id) return { user: current, userErrors: [] };
      return refused([
        {
          field: null,
          code: 'SESSION_CONFLICT',
          message: `当前已登录账号 ${maskMobile(current.mobile)}，与App或小程序的账号 ${maskMobile(userinfo.mobile)} 不同`,
        },
      ]);
    }
    const login = await withHandedToken(() => userApi.exchangeToken(handed));
    ctx.cookies.set(login.token, String(login.userinfo.id), cookieMaxAge(ctx, login.expires_at));
    ctx.cache.delete('user.me');
    return { user: login.userinfo, userErrors: [] };
  }, refused);
}
