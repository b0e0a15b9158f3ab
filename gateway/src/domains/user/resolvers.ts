import { validateMobile, validateNickname, validatePassword } from '@storefront/schema/validation';
import { maskMobile } from '@storefront/schema/scalars';
import type { GatewayContext } from '../../context.ts';
import type { Resolvers, VerifyCodePurpose } from '../../__generated__/resolvers-types.ts';
import { mediaUrl } from '../shared/media.ts';
import { assertValid, withUserErrors, type UserErrorShape } from '../shared/payload.ts';
import { userApi, type LegacyLogin, type LegacyUserInfo, type VerifyCodeType } from './api.ts';
import { exchangeSessionToken } from './handoff.ts';
import { badInput } from '../shared/guards.ts';

const GENDERS = ['UNKNOWN', 'MALE', 'FEMALE'] as const;

const PURPOSES: Record<VerifyCodePurpose, VerifyCodeType> = {
  LOGIN: 'login',
  REGISTER: 'register',
  RESET_PASSWORD: 'reset',
};

/** The member behind this request, fetched at most once per request. */
export function loadMe(ctx: GatewayContext): Promise<LegacyUserInfo> {
  return ctx.cache.get('user.me', () => userApi.getUserInfo(ctx.upstream).then((d) => d.userinfo));
}

function expiresInSeconds(expiresAt: string | number): number {
  const ms = typeof expiresAt === 'number' ? expiresAt * 1000 : Date.parse(expiresAt);
  return Number.isFinite(ms) ? (ms - Date.now()) / 1000 : Infinity;
}

/** A successful login: the cookie carries the token; the browser never sees it otherwise. */
function startSession(ctx: GatewayContext, login: LegacyLogin) {
  const maxAge = Math.min(ctx.config.cookie.loginMaxAgeSeconds, expiresInSeconds(login.expires_at));
  ctx.cookies.set(login.token, String(login.userinfo.id), maxAge);
  ctx.cache.delete('user.me');
  return { user: login.userinfo, userErrors: [] };
}

/** Codes of a refusal that mean "wrong secret": they count against the login budget. */
const GUESS_CODES = new Set([
  'VERIFY_CODE_WRONG',
  'VERIFY_CODE_EXPIRED',
  'WRONG_CREDENTIALS',
  'MOBILE_NOT_REGISTERED',
]);

/**
 * Guessing passwords, and guessing codes, are each budgeted per mobile and per client address
 * (security/rateLimit.ts). Each attempt takes its point before the backend is asked, so guesses sent
 * in parallel cannot outrun the budget; one that was not a guess (the input or the backend failed)
 * gives it back, and a success clears the mobile's count.
 */
async function guardedLogin<P extends { userErrors: UserErrorShape[] }>(
  ctx: GatewayContext,
  guess: 'password' | 'code',
  mobile: string,
  refused: (userErrors: UserErrorShape[]) => P,
  attempt: () => Promise<P>,
): Promise<P> {
  const limiter = ctx.rateLimiter;
  const limited = await limiter.consume(guess, mobile, ctx.clientAddress);
  if (limited) return refused([limited]);
  let result: P;
  try {
    result = await attempt();
  } catch (error) {
    await limiter.refund(guess, mobile, ctx.clientAddress);
    throw error;
  }
  if (result.userErrors.length === 0) await limiter.succeed(guess, mobile, ctx.clientAddress);
  else if (!result.userErrors.some((e) => GUESS_CODES.has(e.code)))
    await limiter.refund(guess, mobile, ctx.clientAddress);
  return result;
}

const refusedLogin = (userErrors: UserErrorShape[]) => ({ user: null, userErrors });
const refusedReset = (userErrors: UserErrorShape[]) => ({ ok: false, userErrors });

export const userResolvers: Resolvers = {
  User: {
    id: (u) => String(u.id),
    loginName: (u) => u.login_name,
    yingkeCode: (u) => u.yingke_code ?? '',
    nickName: (u) => u.nick_name,
    gender: (u) => GENDERS[u.gender] ?? 'UNKNOWN',
    birthday: (u) => u.birthday || null,
    memEmail: (u) => u.mem_email ?? '',
    mobile: (u) => u.mobile,
    maskedMobile: (u) => maskMobile(u.mobile),
    wechat: (u) => u.wechat ?? '',
    qq: (u) => u.qq ?? '',
    signature: (u) => u.signature ?? '',
    introduceId: (u) => u.introduce_id ?? '',
    introduceType: (u) => u.introduce_type || '2',
    avatarUrl: (u) => mediaUrl(u.head_img),
  },
  Query: {
    me: (_root, _args, ctx) => (ctx.session.token ? loadMe(ctx) : null),
  },
  Mutation: {
    sendVerifyCode: async (_root, { input }, ctx) => {
      assertValid(validateMobile(input.mobile), ['input', 'mobile']);
      const limited = await ctx.rateLimiter.consume('sendCode', input.mobile, ctx.clientAddress);
      if (limited) return { resendIn: null, userErrors: [limited] };
      return withUserErrors(
        async () => {
          const sent = await userApi.sendVerifyCode(ctx.upstream, {
            mobile: input.mobile,
            type: PURPOSES[input.purpose],
          });
          return { resendIn: sent.resend_in, userErrors: [] };
        },
        (userErrors) => ({ resendIn: null, userErrors }),
      );
    },
    loginByCode: (_root, { input }, ctx) => {
      assertValid(validateMobile(input.mobile), ['input', 'mobile']);
      return guardedLogin(ctx, 'code', input.mobile, refusedLogin, () =>
        withUserErrors(
          async () =>
            startSession(
              ctx,
              await userApi.dynamicLogin(ctx.upstream, {
                mobile: input.mobile,
                code: input.code.trim(),
                introduce_id: input.introduceId ?? undefined,
                introduce_type: input.introduceType ?? undefined,
              }),
            ),
          refusedLogin,
        ),
      );
    },
    loginByPassword: (_root, { input }, ctx) => {
      assertValid(validateMobile(input.mobile), ['input', 'mobile']);
      return guardedLogin(ctx, 'password', input.mobile, refusedLogin, () =>
        withUserErrors(
          async () =>
            startSession(
              ctx,
              await userApi.login(ctx.upstream, { mobile: input.mobile, password: input.password }),
            ),
          refusedLogin,
        ),
      );
    },
    register: (_root, { input }, ctx) => {
      assertValid(validateMobile(input.mobile), ['input', 'mobile']);
      assertValid(validatePassword(input.password), ['input', 'password']);
      return guardedLogin(ctx, 'code', input.mobile, refusedLogin, () =>
        withUserErrors(
          async () =>
            startSession(
              ctx,
              await userApi.register(ctx.upstream, {
                mobile: input.mobile,
                code: input.code.trim(),
                password: input.password,
                introduce_id: input.introduceId ?? undefined,
                introduce_type: input.introduceType ?? undefined,
              }),
            ),
          refusedLogin,
        ),
      );
    },
    resetPassword: (_root, { input }, ctx) => {
      assertValid(validateMobile(input.mobile), ['input', 'mobile']);
      assertValid(validatePassword(input.newPassword), ['input', 'newPassword']);
      return guardedLogin(ctx, 'code', input.mobile, refusedReset, () =>
        withUserErrors(async () => {
          const { reset_ticket } = await userApi.resetPwdVerify(ctx.upstream, {
            mobile: input.mobile,
            code: input.code.trim(),
          });
          await userApi.resetPwd(ctx.upstream, { reset_ticket, password: input.newPassword });
          return { ok: true, userErrors: [] };
        }, refusedReset),
      );
    },
    updateNickname: (_root, { input }, ctx) => {
      const nickName = input.nickName.trim();
      assertValid(validateNickname(nickName), ['input', 'nickName']);
      return withUserErrors(
        async () => {
          const { userinfo } = await userApi.modifyNickname(ctx.upstream, { nick_name: nickName });
          return { user: userinfo, userErrors: [] };
        },
        (userErrors) => ({ user: null, userErrors }),
      );
    },
    exchangeSessionToken: (_root, { input }, ctx) => exchangeSessionToken(ctx, input, () => loadMe(ctx)),
    uploadAvatar: (_root, { input }, ctx) => {
      if (!/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(input.dataUrl)) {
        throw badInput('请选择 PNG、JPEG 或 WebP 格式的图片', ['input', 'dataUrl']);
      }
      return withUserErrors(
        async () => {
          await userApi.uploadHeadImage(ctx.upstream, { image: input.dataUrl });
          ctx.cache.delete('user.me');
          return { user: await loadMe(ctx), userErrors: [] };
        },
        (userErrors) => ({ user: null, userErrors }),
      );
    },
    logout: async (_root, _args, ctx) => {
      if (ctx.session.token) {
        // The session ends on our side whatever the backend answers: a dead token is already logged out.
        await userApi.logout(ctx.upstream).catch(() => undefined);
      }
      ctx.cookies.clear();
      return { ok: true };
    },
  },
};
