import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The stand-in's development outbox (legacy CONTRACT: GET /__dev/sms), beside the gateway. */
export const LEGACY_DEV = `http://127.0.0.1:${process.env.E2E_LEGACY_PORT ?? '18090'}`;

/** A mobile nobody has used in this run: 139 + 8 random digits. */
export function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The latest SMS code the stand-in "sent" to `mobile`; polls briefly since sending is asynchronous. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`${LEGACY_DEV}/__dev/sms`, { params: { mobile } });
        if (!res.ok()) return '';
        const body = (await res.json()) as { flag: number; data?: { code?: string } };
        code = body.flag === 0 ? (body.data?.code ?? '') : '';
        return code;
      },
      { message: `an SMS code for ${mobile}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Ticks the user-agreement box the login and register forms require. */
export async function acceptAgreement(page: Page): Promise<void> {
  await page.getByText('我已阅读并同意').click();
}

export async function loginByPassword(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: '密码登录' }).click();
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(password);
  await acceptAgreement(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Headers the stand-in requires of every caller (legacy CONTRACT: seqnum, version). */
function legacyHeaders(): Record<string, string> {
  const random = Math.floor(Math.random() * 0xffffffff)
    .toString(16)
    .padStart(8, '0');
  return { seqnum: `H5-0-${Date.now()}-${random}`, version: '1.2.3' };
}

/**
 * A session token as a host app holds one: the native app logs in against the backend itself and
 * hands the token to the web view in the URL (spec §4).
 */
export async function hostAppToken(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<string> {
  const res = await request.post(`${LEGACY_DEV}/api/user/login`, {
    headers: legacyHeaders(),
    form: { mobile, password },
  });
  const body = (await res.json()) as { flag: number; msg: string; data?: { token?: string } };
  if (body.flag !== 0 || !body.data?.token)
    throw new Error(`stand-in login failed: ${body.flag} ${body.msg}`);
  return body.data.token;
}

/** Ends a session at the backend behind the web's back, as an expiry or a logout elsewhere would. */
export async function endSessionAtBackend(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.post(`${LEGACY_DEV}/api/user/logout`, {
    headers: { ...legacyHeaders(), token, Authorization: `Bearer ${token}` },
    form: {},
  });
  const body = (await res.json()) as { flag: number; msg: string };
  if (body.flag !== 0) throw new Error(`stand-in logout failed: ${body.flag} ${body.msg}`);
}
