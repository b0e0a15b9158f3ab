// The auth and user area of the legacy backend (schema/src/rest/user.ts; legacy/CONTRACT.md "Auth and
// user"): one method per route, typed by the contract. The shapes are the backend's, snake case.
import { restRoutes, type ParamsOf, type Static } from '@storefront/schema/rest';
import type { Login, UserInfo } from '@storefront/schema/rest/user';
import { restMethod } from '../../upstream/rest.ts';

const user = restRoutes.user;

/** The member as the legacy backend sends it. `User` resolvers map from this. */
export type LegacyUserInfo = Static<typeof UserInfo>;
export type LegacyLogin = Static<typeof Login>;
export type VerifyCodeType = ParamsOf<typeof user.sendVerifyCode>['type'];

export const userApi = {
  sendVerifyCode: restMethod(user.sendVerifyCode),
  dynamicLogin: restMethod(user.dynamicLogin),
  login: restMethod(user.login),
  register: restMethod(user.register),
  resetPwdVerify: restMethod(user.resetPwdVerify),
  resetPwd: restMethod(user.resetPwd),
  getUserInfo: restMethod(user.getUserInfo),
  modifyNickname: restMethod(user.modifyNickname),
  uploadHeadImage: restMethod(user.uploadHeadImage),
  logout: restMethod(user.logout),
  /** A fresh session for the member of the token `up` carries (a host app's handed token), once per token. */
  exchangeToken: restMethod(user.exchangeToken),
};
