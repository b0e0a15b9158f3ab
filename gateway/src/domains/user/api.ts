// One method per legacy endpoint of the auth and user area (legacy/CONTRACT.md "Auth and user").
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

/** The member as the legacy backend sends it (snake case). `User` resolvers map from this. */
export interface LegacyUserInfo {
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

export interface LegacyLogin {
  token: string;
  /** When the backend ends this session (ISO 8601 or epoch seconds). */
  expires_at: string | number;
  userinfo: LegacyUserInfo;
}

export type VerifyCodeType = 'login' | 'register' | 'reset';

const endpoints = {
  sendVerifyCode: { prefix: '/api', method: 'POST', path: '/user/sendVerifyCode' },
  dynamicLogin: { prefix: '/api', method: 'POST', path: '/user/dynamicLogin' },
  login: { prefix: '/api', method: 'POST', path: '/user/login' },
  register: { prefix: '/v2', method: 'POST', path: '/user/register' },
  resetPwdVerify: { prefix: '/v2', method: 'POST', path: '/user/resetPwdVerify' },
  resetPwd: { prefix: '/v2', method: 'POST', path: '/user/resetPwd' },
  getUserInfo: { prefix: '/api', method: 'GET', path: '/user/getUserInfo' },
  modifyNickname: { prefix: '/api', method: 'POST', path: '/user/modifyNickname' },
  uploadHeadImage: { prefix: '/v2', method: 'POST', path: '/user/uploadHeadImage' },
  logout: { prefix: '/api', method: 'POST', path: '/user/logout' },
  // Single-use: never retried (not marked idempotent), or a retry would meet its own first exchange.
  exchangeToken: { prefix: '/api', method: 'POST', path: '/user/exchangeToken' },
} satisfies Record<string, Endpoint>;

export const userApi = {
  sendVerifyCode: (up: Upstream, p: { mobile: string; type: VerifyCodeType }) =>
    up.call<{ expires_in: number; resend_in: number }>(endpoints.sendVerifyCode, p),
  dynamicLogin: (
    up: Upstream,
    p: { mobile: string; code: string; introduce_id?: string; introduce_type?: string },
  ) => up.call<LegacyLogin>(endpoints.dynamicLogin, p),
  login: (up: Upstream, p: { mobile: string; password: string }) => up.call<LegacyLogin>(endpoints.login, p),
  register: (
    up: Upstream,
    p: { mobile: string; code: string; password: string; introduce_id?: string; introduce_type?: string },
  ) => up.call<LegacyLogin>(endpoints.register, p),
  resetPwdVerify: (up: Upstream, p: { mobile: string; code: string }) =>
    up.call<{ reset_ticket: string; expires_in: number }>(endpoints.resetPwdVerify, p),
  resetPwd: (up: Upstream, p: { reset_ticket: string; password: string }) =>
    up.call<Record<string, never>>(endpoints.resetPwd, p),
  getUserInfo: (up: Upstream) => up.call<{ userinfo: LegacyUserInfo }>(endpoints.getUserInfo),
  modifyNickname: (up: Upstream, p: { nick_name: string }) =>
    up.call<{ userinfo: LegacyUserInfo }>(endpoints.modifyNickname, p),
  uploadHeadImage: (up: Upstream, p: { image: string }) =>
    up.call<{ head_img: string }>(endpoints.uploadHeadImage, p),
  logout: (up: Upstream) => up.call<Record<string, never>>(endpoints.logout),
  /** A fresh session for the member of the token `up` carries (a host app's handed token), once per token. */
  exchangeToken: (up: Upstream) => up.call<LegacyLogin>(endpoints.exchangeToken),
};
