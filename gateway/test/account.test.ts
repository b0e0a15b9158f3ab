// Register, reset password and nickname: the member's account through the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SEND = `mutation Send($mobile: String!, $purpose: VerifyCodePurpose!) {
  sendVerifyCode(input: { mobile: $mobile, purpose: $purpose }) { resendIn userErrors { code message } } }`;
const REGISTER = `mutation R($mobile: String!, $code: String!, $password: String!) {
  register(input: { mobile: $mobile, code: $code, password: $password }) { user { id mobile } userErrors { code message } } }`;
const BY_PASSWORD = `mutation P($mobile: String!, $password: String!) {
  loginByPassword(input: { mobile: $mobile, password: $password }) { user { id } userErrors { code } } }`;

describe('account', () => {
  it('registers a new member, logs them in, and refuses the same mobile twice', async () => {
    const c = stack.client();
    const mobile = freshMobile();
    await c.gql(SEND, { mobile, purpose: 'REGISTER' });
    const code = await stack.smsCode(mobile);
    const res = await c.gql<{ register: { user: { mobile: string } } }>(REGISTER, {
      mobile,
      code,
      password: 'Travel2026',
    });
    expect(res.data!.register.user.mobile).toBe(mobile);
    expect(c.cookies.has('sf_token')).toBe(true);
    const again = await stack.client().gql<{ sendVerifyCode: { userErrors: { code: string }[] } }>(SEND, {
      mobile,
      purpose: 'REGISTER',
    });
    expect(again.data!.sendVerifyCode.userErrors[0]!.code).toBe('MOBILE_REGISTERED');
    const login = await stack.client().gql<{ loginByPassword: { user: { id: string } } }>(BY_PASSWORD, {
      mobile,
      password: 'Travel2026',
    });
    expect(login.data!.loginByPassword.user).not.toBeNull();
  });

  it('rejects a weak password before calling the backend', async () => {
    const res = await stack
      .client()
      .gql(REGISTER, { mobile: freshMobile(), code: '123456', password: 'short' });
    expect(res.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: ['input', 'password'],
    });
  });

  it('resets a password by code: the old session ends and the new password works', async () => {
    const mobile = freshMobile();
    const member = stack.client();
    await member.gql(SEND, { mobile, purpose: 'REGISTER' });
    await member.gql(REGISTER, { mobile, code: await stack.smsCode(mobile), password: 'First2026' });
    stack.advance(61_000);
    try {
      const c = stack.client();
      await c.gql(SEND, { mobile, purpose: 'RESET_PASSWORD' });
      const code = await stack.smsCode(mobile);
      const reset = await c.gql(
        `mutation X($mobile: String!, $code: String!) {
          resetPassword(input: { mobile: $mobile, code: $code, newPassword: "Second2026" }) { ok userErrors { code } } }`,
        { mobile, code },
      );
      expect(reset.data).toEqual({ resetPassword: { ok: true, userErrors: [] } });
      const stale = await member.gql('{ me { id } }');
      expect(stale.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
      const old = await stack
        .client()
        .gql<{ loginByPassword: { userErrors: { code: string }[] } }>(BY_PASSWORD, {
          mobile,
          password: 'First2026',
        });
      expect(old.data!.loginByPassword.userErrors[0]!.code).toBe('WRONG_CREDENTIALS');
      const fresh = await stack
        .client()
        .gql<{ loginByPassword: { user: { id: string } | null } }>(BY_PASSWORD, {
          mobile,
          password: 'Second2026',
        });
      expect(fresh.data!.loginByPassword.user).not.toBeNull();
    } finally {
      stack.advance(-61_000);
    }
  });

  it('changes the nickname of the member, and only when logged in', async () => {
    const mobile = freshMobile();
    const c = stack.client();
    await c.gql(SEND, { mobile, purpose: 'LOGIN' });
    await c.gql(
      'mutation L($m: String!, $c: String!) { loginByCode(input: { mobile: $m, code: $c }) { user { id } } }',
      {
        m: mobile,
        c: await stack.smsCode(mobile),
      },
    );
    const NICK =
      'mutation N($n: String!) { updateNickname(input: { nickName: $n }) { user { nickName } userErrors { code } } }';
    const res = await c.gql<{ updateNickname: { user: { nickName: string } } }>(NICK, {
      n: '  爱旅行的猫  ',
    });
    expect(res.data!.updateNickname.user.nickName).toBe('爱旅行的猫');
    expect((await c.gql<{ me: { nickName: string } }>('{ me { nickName } }')).data!.me.nickName).toBe(
      '爱旅行的猫',
    );
    const anon = await stack.client().gql(NICK, { n: '路人' });
    expect(anon.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});
