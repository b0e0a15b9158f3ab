import type { Queryable } from '../db/types.ts';

/** A member as the domains see it (no password hash, no avatar bytes). */
export interface Member {
  id: number;
  mobile: string;
  login_name: string;
  nick_name: string;
  yingke_code: string;
  gender: 0 | 1 | 2;
  birthday: string | null;
  mem_email: string;
  wechat: string;
  qq: string;
  signature: string;
  introduce_id: string;
  introduce_type: string;
  /** Version of the uploaded avatar, null when none. */
  avatar_version: number | null;
}

/** The select list for `Member`, for queries that alias members as `m`. */
export const MEMBER_COLUMNS = `m.id, m.mobile, m.login_name, m.nick_name, m.yingke_code, m.gender, m.birthday,
  m.mem_email, m.wechat, m.qq, m.signature, m.introduce_id, m.introduce_type, a.version as avatar_version`;

/** The join that goes with MEMBER_COLUMNS. */
export const MEMBER_FROM = 'members m left join member_avatars a on a.member_id = m.id';

export async function findMemberById(db: Queryable, id: number): Promise<Member | null> {
  const rows = await db.query<Member>(`select ${MEMBER_COLUMNS} from ${MEMBER_FROM} where m.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findMemberByMobile(db: Queryable, mobile: string): Promise<Member | null> {
  const rows = await db.query<Member>(`select ${MEMBER_COLUMNS} from ${MEMBER_FROM} where m.mobile = $1`, [
    mobile,
  ]);
  return rows[0] ?? null;
}

/** Path of the member's avatar on this server; `v` changes with each upload so caches refresh. */
export function headImagePath(memberId: number, version: number): string {
  return `/api/user/headImage/${memberId}?v=${version}`;
}

/** `UserInfo` of CONTRACT.md. */
export interface UserInfo {
  id: number;
  login_name: string;
  nick_name: string;
  yingke_code: string;
  gender: 0 | 1 | 2;
  birthday: string;
  mem_email: string;
  mobile: string;
  wechat: string;
  qq: string;
  signature: string;
  introduce_id: string;
  introduce_type: string;
  head_img: string;
}

export function toUserInfo(m: Member): UserInfo {
  return {
    id: m.id,
    login_name: m.login_name,
    nick_name: m.nick_name,
    yingke_code: m.yingke_code,
    gender: m.gender,
    birthday: m.birthday ?? '',
    mem_email: m.mem_email,
    mobile: m.mobile,
    wechat: m.wechat,
    qq: m.qq,
    signature: m.signature,
    introduce_id: m.introduce_id,
    introduce_type: m.introduce_type,
    head_img: m.avatar_version === null ? '' : headImagePath(m.id, m.avatar_version),
  };
}
