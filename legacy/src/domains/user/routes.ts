import { restRoutes } from '@storefront/schema/rest';
import { validateMobile, validateNickname, validatePassword } from '@storefront/schema/validation';
import {
  findMemberById,
  findMemberByMobile,
  headImagePath,
  toUserInfo,
  type Member,
} from '../../auth/members.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../auth/passwords.ts';
import { createSession, endAllSessions, endSession } from '../../auth/sessions.ts';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { badParam, commitThenFail, Flag, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { RawResponse } from '../../core/router.ts';
import type { Queryable } from '../../db/types.ts';
import { toShanghaiIso } from '../../time.ts';
import type { Domain, DomainContext } from '../types.ts';
import { UserFlag } from './flags.ts';
import { parseHeadImage } from './headImage.ts';
import { CODE_PURPOSES, CODE_TTL_SECONDS, RESEND_SECONDS, consumeCode, sendCode } from './verifyCodes.ts';

const contract = restRoutes.user;

const RESET_TICKET_TTL_SECONDS = 600;
/** A session made from a host app's handed token lives 7 days (spec §4: the mini-program's 7-day cookie). */
const HANDOFF_TTL_SECONDS = 7 * 86_400;

function mobileParam(params: Params): string {
  const mobile = params.optionalString('mobile', '手机号') ?? '';
  const verdict = validateMobile(mobile);
  if (!verdict.ok) throw badParam(verdict.message);
  return mobile;
}

function codeParam(params: Params): string {
  const code = params.string('code', '验证码');
  if (!/^\d{6}$/.test(code)) throw badParam('请输入6位数字验证码');
  return code;
}

/** A new password: taken as typed (no trimming) and checked against the shared rule. */
function newPasswordParam(params: Params): string {
  const password = params.has('password') ? params.raw('password', '密码') : '';
  const verdict = validatePassword(password);
  if (!verdict.ok) throw badParam(verdict.message);
  return password;
}

function introducerParams(params: Params): { introduceId: string; introduceType: string } {
  const introduceId = params.optionalString('introduce_id', '推荐人') ?? '';
  const introduceType = params.optionalString('introduce_type', '推荐类型') ?? '2';
  if (introduceId.length > 64 || introduceType.length > 16) throw badParam('推荐信息过长');
  return { introduceId, introduceType };
}

/** A member who has never set a nickname is shown by the last digits of the mobile. */
function defaultNickname(mobile: string): string {
  return `用户${mobile.slice(-4)}`;
}

async function insertMember(
  tx: Queryable,
  mobile: string,
  passwordHash: string | null,
  introducer: { introduceId: string; introduceType: string },
  nowMs: number,
): Promise<Member | null> {
  const inserted = await tx.query<{ id: number }>(
    `insert into members (mobile, login_name, nick_name, password_hash, introduce_id, introduce_type, created_at, updated_at)
     values ($1, $1, $2, $3, $4, $5, $6, $6)
     on conflict (mobile) do nothing
     returning id`,
    [
      mobile,
      defaultNickname(mobile),
      passwordHash,
      introducer.introduceId,
      introducer.introduceType,
      new Date(nowMs),
    ],
  );
  const id = inserted[0]?.id;
  return id === undefined ? null : findMemberById(tx, id);
}

export const userDomain: Domain = {
  name: 'user',
  register({ route, db, config }: DomainContext) {
    const ttl = config.tokenTtlSeconds;

    /** The login answer: a new session for `member`. */
    async function loginAnswer(tx: Queryable, member: Member, nowMs: number, lifetime = ttl) {
      const session = await createSession(tx, member.id, nowMs, lifetime);
      return {
        token: session.token,
        expires_at: toShanghaiIso(session.expiresAt),
        userinfo: toUserInfo(member),
      };
    }

    route(contract.sendVerifyCode, async ({ params, nowMs }) => {
      const mobile = mobileParam(params);
      const purpose = params.oneOf('type', '验证码类型', CODE_PURPOSES);
      await sendCode(db, mobile, purpose, nowMs);
      return { expires_in: CODE_TTL_SECONDS, resend_in: RESEND_SECONDS };
    });

    route(contract.dynamicLogin, async ({ params, nowMs }) => {
      const mobile = mobileParam(params);
      const code = codeParam(params);
      const introducer = introducerParams(params);
      return commitThenFail(db, async (tx) => {
        const failure = await consumeCode(tx, mobile, 'login', code, nowMs);
        if (failure) return failure;
        // An unknown mobile becomes a member on the spot; the introducer only counts then.
        const member =
          (await findMemberByMobile(tx, mobile)) ?? (await insertMember(tx, mobile, null, introducer, nowMs));
        if (!member) throw new Error('member vanished during dynamic login');
        return loginAnswer(tx, member, nowMs);
      });
    });

    route(contract.login, async ({ params, nowMs }) => {
      const mobile = mobileParam(params);
      const password = params.has('password') ? params.raw('password', '密码') : '';
      if (password === '') throw badParam('请输入密码');
      const rows = await db.query<{ id: number; password_hash: string | null }>(
        'select id, password_hash from members where mobile = $1',
        [mobile],
      );
      const row = rows[0];
      const ok = row?.password_hash
        ? await verifyPassword(password, row.password_hash)
        : await verifyAgainstDecoy(password);
      if (!ok || !row)
        throw new LegacyError(Flag.BAD_CREDENTIALS, '手机号或密码错误，忘记密码可用验证码登录');
      return db.transaction(async (tx) => {
        const member = await findMemberById(tx, row.id);
        if (!member) throw new LegacyError(Flag.BAD_CREDENTIALS, '手机号或密码错误，忘记密码可用验证码登录');
        return loginAnswer(tx, member, nowMs);
      });
    });

    route(contract.register, async ({ params, nowMs }) => {
      const mobile = mobileParam(params);
      const code = codeParam(params);
      const password = newPasswordParam(params);
      const introducer = introducerParams(params);
      if (await findMemberByMobile(db, mobile))
        throw new LegacyError(Flag.MOBILE_TAKEN, '该手机号已注册，请直接登录');
      // Hashing is slow; doing it before the transaction keeps the database free meanwhile.
      const passwordHash = await hashPassword(password);
      return commitThenFail(db, async (tx) => {
        const failure = await consumeCode(tx, mobile, 'register', code, nowMs);
        if (failure) return failure;
        const member = await insertMember(tx, mobile, passwordHash, introducer, nowMs);
        if (!member) return new LegacyError(Flag.MOBILE_TAKEN, '该手机号已注册，请直接登录');
        return loginAnswer(tx, member, nowMs);
      });
    });

    route(contract.resetPwdVerify, async ({ params, nowMs }) => {
      const mobile = mobileParam(params);
      const code = codeParam(params);
      return commitThenFail(db, async (tx) => {
        const member = await findMemberByMobile(tx, mobile);
        if (!member) return new LegacyError(Flag.MOBILE_UNKNOWN, '该手机号尚未注册，请先注册');
        const failure = await consumeCode(tx, mobile, 'reset', code, nowMs);
        if (failure) return failure;
        const ticket = newToken();
        await tx.query(
          'insert into password_reset_tickets (ticket_hash, member_id, created_at, expires_at) values ($1, $2, $3, $4)',
          [hashToken(ticket), member.id, new Date(nowMs), new Date(nowMs + RESET_TICKET_TTL_SECONDS * 1000)],
        );
        return { reset_ticket: ticket, expires_in: RESET_TICKET_TTL_SECONDS };
      });
    });

    route(contract.resetPwd, async ({ params, nowMs }) => {
      const ticket = params.string('reset_ticket', '重置凭证');
      const password = newPasswordParam(params);
      const passwordHash = await hashPassword(password);
      const now = new Date(nowMs);
      await db.transaction(async (tx) => {
        const rows = await tx.query<{ member_id: number }>(
          `select member_id from password_reset_tickets
            where ticket_hash = $1 and used_at is null and expires_at > $2
            for update`,
          [hashToken(ticket), now],
        );
        const memberId = rows[0]?.member_id;
        if (memberId === undefined) {
          throw new LegacyError(Flag.RESET_TICKET_INVALID, '重置密码已超时，请重新验证手机号');
        }
        await tx.query('update members set password_hash = $2, updated_at = $3 where id = $1', [
          memberId,
          passwordHash,
          now,
        ]);
        // Every open ticket goes with it, and every session: whoever knew the old password is out.
        await tx.query(
          'update password_reset_tickets set used_at = $2 where member_id = $1 and used_at is null',
          [memberId, now],
        );
        await endAllSessions(tx, memberId, nowMs);
      });
      return {};
    });

    route(contract.getUserInfo, ({ member }) => ({
      userinfo: toUserInfo(member),
    }));

    route(contract.modifyNickname, async ({ params, member, nowMs }) => {
      const nickName = params.optionalString('nick_name', '昵称') ?? '';
      const verdict = validateNickname(nickName);
      if (!verdict.ok) throw badParam(verdict.message);
      await db.query('update members set nick_name = $2, updated_at = $3 where id = $1', [
        member.id,
        nickName,
        new Date(nowMs),
      ]);
      const updated = await findMemberById(db, member.id);
      if (!updated) throw new LegacyError(Flag.TOKEN_INVALID, '登录已失效，请重新登录');
      return { userinfo: toUserInfo(updated) };
    });

    route(contract.uploadHeadImage, async ({ params, member, nowMs }) => {
      const { mime, bytes } = parseHeadImage(params.string('image', '头像图片'));
      const rows = await db.query<{ version: number }>(
        `insert into member_avatars (member_id, mime, bytes, version, updated_at) values ($1, $2, $3, 1, $4)
         on conflict (member_id) do update
           set mime = excluded.mime, bytes = excluded.bytes, version = member_avatars.version + 1,
               updated_at = excluded.updated_at
         returning version`,
        [member.id, mime, bytes, new Date(nowMs)],
      );
      return { head_img: headImagePath(member.id, rows[0]!.version) };
    });

    // Fetched by <img> tags, which cannot send seqnum or version: outside the header rules.
    route(contract.headImage, async ({ path, request }) => {
      const id = path.id ?? '';
      const rows = /^\d{1,9}$/.test(id)
        ? await db.query<{ mime: string; bytes: Uint8Array; version: number }>(
            'select mime, bytes, version from member_avatars where member_id = $1',
            [Number(id)],
          )
        : [];
      const avatar = rows[0];
      if (!avatar) throw new LegacyError(Flag.NOT_FOUND, '头像不存在', 404);
      const etag = `"${id}-${avatar.version}"`;
      const headers = {
        'cache-control': 'public, max-age=300',
        etag,
        'x-content-type-options': 'nosniff',
      };
      if (request.headers['if-none-match'] === etag) return new RawResponse('', avatar.mime, headers, 304);
      return new RawResponse(Buffer.from(avatar.bytes), avatar.mime, headers);
    });

    // A host app or mini-program hands its token to the web in a page URL; the web's gateway trades
    // it here, once, for a session of its own: the URL's token never becomes a browser's cookie,
    // and a copy of the URL (history, Referer, a forwarded link) cannot be traded again. The handed
    // token stays valid: it is the host app's own session, not the web's to end.
    route(contract.exchangeToken, async ({ token, member, nowMs }) =>
      db.transaction(async (tx) => {
        const now = new Date(nowMs);
        // One statement marks and checks at once: of two exchanges at the same moment one wins.
        const marked = await tx.query<{ member_id: number }>(
          `update member_sessions set exchanged_at = $2
              where token_hash = $1 and exchanged_at is null and revoked_at is null and expires_at > $2
              returning member_id`,
          [hashToken(token), now],
        );
        if (marked.length === 0) {
          throw new LegacyError(
            UserFlag.TOKEN_ALREADY_EXCHANGED,
            '该登录链接已使用过，请从App或小程序重新打开页面',
          );
        }
        return loginAnswer(tx, member, nowMs, Math.min(HANDOFF_TTL_SECONDS, ttl));
      }),
    );

    route(contract.logout, async ({ token, nowMs }) => {
      await endSession(db, token, nowMs);
      return {};
    });
  },
};
