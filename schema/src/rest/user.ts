// Auth and user: verify codes, the three logins, the member's own profile, the session handoff.
import {
  describe,
  empty,
  noParams,
  oneOf,
  optional,
  params,
  rawBody,
  route,
  shape,
  text,
  Type,
} from './kit.ts';

export const UserInfo = shape('UserInfo', {
  id: Type.Integer(),
  login_name: Type.String(),
  nick_name: Type.String(),
  yingke_code: Type.String(),
  gender: describe(
    Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
    '0 unknown, 1 male, 2 female',
  ),
  birthday: describe(Type.String(), '"YYYY-MM-DD" or ""'),
  mem_email: Type.String(),
  mobile: Type.String(),
  wechat: Type.String(),
  qq: Type.String(),
  signature: Type.String(),
  introduce_id: Type.String(),
  introduce_type: Type.String(),
  head_img: describe(Type.String(), '/api/user/headImage/<id>?v=<n>, or "" when none was uploaded'),
});

export const Login = Type.Object({
  token: Type.String(),
  expires_at: describe(Type.Union([Type.String(), Type.Number()]), 'ISO 8601 (+08:00) or epoch seconds'),
  userinfo: UserInfo,
});

const mobile = text('手机号', { missing: '请输入手机号' });
const code = text('验证码');
const password = text('密码', { missing: '请输入密码' });
const introducer = {
  introduce_id: optional(text('推荐人')),
  introduce_type: optional(text('推荐类型')),
};

export const userRoutes = {
  sendVerifyCode: route({
    prefix: '/api',
    method: 'POST',
    path: '/user/sendVerifyCode',
    auth: 'none',
    params: params({ mobile, type: oneOf('验证码类型', ['login', 'register', 'reset']) }),
    data: Type.Object({ expires_in: Type.Integer(), resend_in: Type.Integer() }),
    doc: { data: '`expires_in` 300, `resend_in` 60' },
    flags: [2001, 2002, [2005, 'register for a known mobile'], [2007, 'reset for an unknown mobile']],
  }),
  dynamicLogin: route({
    prefix: '/api',
    method: 'POST',
    path: '/user/dynamicLogin',
    auth: 'none',
    params: params({ mobile, code, ...introducer }),
    data: Login,
    doc: { data: 'an unknown mobile is registered on the spot' },
    flags: [2001, 2003, 2004],
  }),
  login: route({
    prefix: '/api',
    method: 'POST',
    path: '/user/login',
    auth: 'none',
    params: params({ mobile, password }),
    data: Login,
    flags: [2001, 2006],
  }),
  register: route({
    prefix: '/v2',
    method: 'POST',
    path: '/user/register',
    auth: 'none',
    params: params({ mobile, code, password, ...introducer }),
    data: Login,
    doc: { params: 'password 8–20 chars, letters and digits both' },
    flags: [2001, 2003, 2004, 2005],
  }),
  resetPwdVerify: route({
    prefix: '/v2',
    method: 'POST',
    path: '/user/resetPwdVerify',
    auth: 'none',
    params: params({ mobile, code }),
    data: Type.Object({ reset_ticket: Type.String(), expires_in: Type.Integer() }),
    doc: { data: '`expires_in` 600' },
    flags: [2001, 2003, 2004, 2007],
  }),
  resetPwd: route({
    prefix: '/v2',
    method: 'POST',
    path: '/user/resetPwd',
    auth: 'none',
    params: params({ reset_ticket: text('重置凭证'), password }),
    data: empty,
    doc: { data: 'every session of the member is ended' },
    flags: [2001, 2008],
  }),
  getUserInfo: route({
    prefix: '/api',
    method: 'GET',
    path: '/user/getUserInfo',
    auth: 'required',
    params: noParams,
    data: Type.Object({ userinfo: UserInfo }),
    flags: [1001, 40101],
  }),
  modifyNickname: route({
    prefix: '/api',
    method: 'POST',
    path: '/user/modifyNickname',
    auth: 'required',
    params: params({ nick_name: text('昵称', { missing: '请输入昵称', description: '1–20 chars' }) }),
    data: Type.Object({ userinfo: UserInfo }),
    flags: [1001, 40101, 2001],
  }),
  uploadHeadImage: route({
    prefix: '/v2',
    method: 'POST',
    path: '/user/uploadHeadImage',
    auth: 'required',
    // A 512 KiB image as base64 in a data URL; the handler checks the decoded size.
    maxTextLength: 1024 * 1024,
    params: params({
      image: text('头像图片', {
        description: 'a `data:image/png|jpeg|webp;base64,…` URL, at most 512 KiB decoded',
      }),
    }),
    data: Type.Object({ head_img: Type.String() }),
    flags: [1001, 40101, 2001],
  }),
  headImage: route({
    prefix: '/api',
    method: 'GET',
    path: '/user/headImage/:id',
    auth: 'none',
    // Fetched by <img> tags, which cannot send seqnum or version: outside the header rules.
    headers: false,
    params: noParams,
    data: rawBody,
    raw: 'the image bytes (not an envelope), `Content-Type` image/png | jpeg | webp, `ETag`, `Cache-Control: public, max-age=300`',
    doc: { params: 'none; **no headers required** (an `<img>` fetches it)' },
    flags: [[4040, 'HTTP 404 with the envelope']],
  }),
  logout: route({
    prefix: '/api',
    method: 'POST',
    path: '/user/logout',
    auth: 'required',
    params: noParams,
    data: empty,
    doc: { params: 'none (token)', data: 'the token stops working' },
    flags: [1001, 40101],
  }),
  exchangeToken: route({
    prefix: '/api',
    method: 'POST',
    path: '/user/exchangeToken',
    auth: 'required',
    params: noParams,
    data: Login,
    doc: {
      params: 'none (the handed token in `token` / `Authorization`)',
      data: 'a **new** session of the token’s member, valid 7 days (never longer than `TOKEN_TTL_SECONDS`)',
    },
    flags: [1001, 40101, [2009, 'already exchanged']],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { userRoutes as routes };
export const shapes = [UserInfo];
