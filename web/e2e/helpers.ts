import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mainlandIdCheckChar } from '@storefront/schema/validation';
import { E2E_INTERNAL_TOKEN } from './internalToken.ts';

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

/**
 * Resolves when the page's next response to the GraphQL operation `operationName` has arrived
 * (the web sends operations by name and persisted id). Start it before the action that sends it.
 */
export function operationAnswered(page: Page, operationName: string): Promise<unknown> {
  return page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') &&
      (res.request().postData() ?? '').includes(`"operationName":"${operationName}"`),
  );
}

/** Ticks the user-agreement box the login and register forms require. */
export async function acceptAgreement(page: Page): Promise<void> {
  await page.getByText('我已阅读并同意').click();
}

/**
 * A new member logged in by SMS code (the stand-in registers an unknown mobile on the spot), so a
 * journey starts with no travellers or orders and leaves the shared demo member alone. The login's
 * redirect is `landing`; on /personal the member card's nickname also shows the session in use.
 */
export async function loginFreshMember(
  page: Page,
  request: APIRequestContext,
  landing = '/personal',
): Promise<string> {
  const mobile = freshMobile();
  await page.goto(`/login?redirect=${landing}`);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入6位验证码').fill(await latestSmsCode(request, mobile));
  await acceptAgreement(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  // The whole URL: a pattern ending in the landing path also matched the login's own URL, whose
  // redirect ends with it, before the login had gone anywhere.
  await expect(page).toHaveURL(landing);
  if (landing === '/personal') await expect(page.getByTestId('nickname')).toBeVisible();
  return mobile;
}

/**
 * One GraphQL request with the page's session cookie, as the pages would send it. Errors (with
 * their codes) fail the test, and so do the userErrors of a mutation's payload.
 */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  // Raw queries: the gateway runs them only for internal tools (playwright.config.ts gives the token).
  const res = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'x-internal-token': E2E_INTERNAL_TOKEN },
  });
  const body = (await res.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.errors?.length)
    throw new Error(`GraphQL: ${body.errors.map((e) => `${e.message} (${e.extensions?.code})`).join('; ')}`);
  const payload = Object.values(body.data ?? {})[0] as { userErrors?: { message: string }[] } | null;
  if (payload?.userErrors?.length) throw new Error(payload.userErrors.map((e) => e.message).join('; '));
  return body.data as T;
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

/** The session token the gateway set for this page (the httpOnly cookie), if any. */
export async function sessionToken(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sf_token')?.value;
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

/**
 * Closes the home's notice advert. On a device that has not seen the stand-in's live advert (every
 * test's fresh browser context), `/` always pops it up once the home's answer is drawn: wait for it,
 * rather than guess whether it came yet.
 */
export async function closeNotice(page: Page): Promise<void> {
  await page.getByRole('button', { name: '关闭广告' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

/** The date `days` after `date` (both `YYYY-MM-DD`): the shared date module's, as the pages count. */
export { addDays } from '@storefront/schema/dates';

/**
 * A random area code (an ID number's first six digits) for one spec file's travellers: people no
 * other journey of the run books, since one traveller may hold one live booking of a flight.
 */
export function randomArea(): string {
  return String(110_000 + Math.floor(Math.random() * 90_000));
}

/** A mainland ID number with its check character: `area`, born on `birth` (`YYYY-MM-DD`), `seq` its order code. */
export function mainlandId(area: string, birth: string, seq: number): string {
  const first17 = `${area}${birth.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

/** Adds a frequent traveller with a mainland ID card to the logged-in member; returns its id. */
export async function createTraveller(page: Page, name: string, idNumber: string): Promise<string> {
  const data = await graphql<{ createTraveller: { traveller: { id: string } | null } }>(
    page,
    `
      mutation ($input: CreateTravellerInput!) {
        createTraveller(input: $input) {
          traveller {
            id
          }
          userErrors {
            message
          }
        }
      }
    `,
    { input: { name, documents: [{ type: 'ID_CARD', number: idNumber }] } },
  );
  return data.createTraveller.traveller!.id;
}

/** The fare ids of flights PEK → SHA on `date` with at least two seats left, in departure order. */
export async function faresOn(page: Page, date: string): Promise<string[]> {
  const data = await graphql<{
    flightSearch: { flights: { lowestFare: { id: string; seatsLeft: number } | null }[] };
  }>(
    page,
    `
      query ($date: Date!) {
        flightSearch(from: "PEK", to: "SHA", date: $date) {
          flights {
            lowestFare {
              id
              seatsLeft
            }
          }
        }
      }
    `,
    { date },
  );
  return data.flightSearch.flights.flatMap((f) =>
    f.lowestFare && f.lowestFare.seatsLeft >= 2 ? [f.lowestFare.id] : [],
  );
}

/** Books a fare for the travellers (the member's mobile as the contact's) and returns the unpaid order's number. */
export async function bookFlight(
  page: Page,
  fareId: string,
  travellerIds: string[],
  mobile: string,
): Promise<string> {
  const data = await graphql<{ createFlightOrder: { order: { orderNo: string } | null } }>(
    page,
    `
      mutation ($input: CreateFlightOrderInput!) {
        createFlightOrder(input: $input) {
          order {
            orderNo
          }
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        idempotencyKey: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
        fareIds: [fareId],
        passengers: travellerIds.map((travellerId) => ({ travellerId, documentType: 'ID_CARD' })),
        contact: { name: '张三', mobile },
      },
    },
  );
  return data.createFlightOrder.order!.orderNo;
}

/** Starts paying an order by WeChat and confirms at the stand-in's cashier, as a shopper would. */
export async function payAtCashier(page: Page, orderNo: string): Promise<void> {
  const data = await graphql<{ payOrder: { payment: { cashierUrl: string } | null } }>(
    page,
    `
      mutation ($input: PayOrderInput!) {
        payOrder(input: $input) {
          payment {
            cashierUrl
          }
          userErrors {
            message
          }
        }
      }
    `,
    { input: { orderNo, method: 'WECHAT' } },
  );
  await page.goto(data.payOrder.payment!.cashierUrl);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/paySuccess\\?orderNo=${orderNo}$`));
}

/**
 * Scrolls down the home as a shopper would, a screen at a time, until its end line shows: the
 * lower sections are drawn only as the page comes near them. The notice advert must be closed
 * first (its mask holds the page still).
 */
export async function scrollHomeToEnd(page: Page): Promise<void> {
  const end = page.getByText('— 悠游天下 · 安心出行 —');
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 800);
        return end.count();
      },
      { message: 'the end of the home', timeout: 15_000 },
    )
    .toBe(1);
}
