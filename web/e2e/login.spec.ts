import { expect, test } from '@playwright/test';
import {
  acceptAgreement,
  endSessionAtBackend,
  freshMobile,
  latestSmsCode,
  loginByPassword,
  operationAnswered,
} from './helpers.ts';

const HAN = /\p{Script=Han}/u;

test('a new visitor logs in by SMS code and sees their nickname on /personal', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/login');
  await expect(page).toHaveTitle('登录');

  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();

  const code = await latestSmsCode(request, mobile);
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await acceptAgreement(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();

  await expect(page).toHaveURL(/\/personal$/);
  await expect(page).toHaveTitle('我的');
  // The backend names new members; read it back rather than guessing it.
  const nickname = page.getByTestId('nickname');
  await expect(nickname).toBeVisible();
  expect((await nickname.innerText()).trim()).not.toBe('');
  await expect(page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`).first()).toBeVisible();

  // Back must not reopen the login form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login/);
});

test('the demo member logs in by password', async ({ page }) => {
  await page.goto('/login');
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
});

test('a wrong password shows a Chinese message', async ({ page }) => {
  await page.goto('/login');
  await loginByPassword(page, '13800138000', 'Wrong9999');
  // The server's message, under the field or as a toast; not the form's own labels.
  const message = page
    .locator('.adm-form-item-feedback-error, .adm-toast-main')
    .filter({ hasText: /密码/ })
    .first();
  await expect(message).toBeVisible();
  expect(await message.innerText()).toMatch(HAN);
  await expect(page).toHaveURL(/\/login/);
});

test('login returns to a safe redirect', async ({ page }) => {
  await page.goto('/login?redirect=/personal');
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
});

test('login ignores a redirect to another site', async ({ page }) => {
  await page.goto('/login?redirect=//evil.example');
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/personal$/);
  await expect(page.getByTestId('nickname')).toBeVisible();
});

test('an anonymous visitor on /personal is offered the login, and comes back', async ({ page }) => {
  await page.goto('/personal');
  await page.getByRole('button', { name: '登录/注册' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/personal$/);
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
});

test('logout returns home anonymous', async ({ page }) => {
  await page.goto('/login');
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page.getByTestId('nickname')).toBeVisible();
  await page.getByRole('button', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '退出登录' }).last().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/personal');
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
});

test('an ended session sends the member to /login and back after logging in again', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login');
  // The tab bar's background queries start once /personal shows. One still in flight when the
  // session ends would meet the dead session first: the gateway then clears the cookie, and the
  // next page is merely anonymous instead of being sent to /login. Let them finish.
  const tabBarSettled = Promise.all([
    operationAnswered(page, 'ShellTabBarQuery'),
    operationAnswered(page, 'ShellUnpaidOrdersQuery'),
  ]);
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page.getByTestId('nickname')).toBeVisible();
  await tabBarSettled;

  const token = (await context.cookies()).find((c) => c.name === 'sf_token')?.value;
  expect(token, 'the gateway keeps the session in the sf_token cookie').toBeTruthy();
  await endSessionAtBackend(request, token!);

  await page.goto('/personal');
  await expect(page).toHaveURL(/\/login\?redirect=\/personal$/);
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
});
