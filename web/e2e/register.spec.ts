import { expect, test } from '@playwright/test';
import { acceptAgreement, freshMobile, hostAppToken, latestSmsCode } from './helpers.ts';

test('a visitor registers and is logged in on /personal', async ({ page, request }) => {
  const mobile = freshMobile();
  await page.goto('/register');
  await expect(page).toHaveTitle('注册');

  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await latestSmsCode(request, mobile);
  await page.getByPlaceholder('请输入6位验证码').fill(code);

  // The shared password rule speaks as soon as the field is left.
  const password = page.getByPlaceholder('8-20位，需包含字母和数字');
  await password.fill('abc');
  await password.blur();
  await expect(page.getByText('密码应为8-20位，且同时包含字母和数字，不能有空格')).toBeVisible();
  await password.fill('Trip2024ok');
  await page.getByPlaceholder('请再次输入密码').fill('Trip2024ok');
  await acceptAgreement(page);
  await page.getByRole('button', { name: '注册并登录' }).click();

  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).not.toBeEmpty();
});

test.describe('inside the company app', () => {
  // The Android app's webview: the app adds its token to the user agent.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 YoyoTrip/3.8.0',
  });

  test('a host app token in the URL logs the member in and leaves the address bar', async ({
    page,
    request,
  }) => {
    const token = await hostAppToken(request, '13800138000', 'Demo1234');
    await page.goto(`/personal?from=app&token=${encodeURIComponent(token)}`);
    await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
    expect(new URL(page.url()).search).toBe('?from=app');
  });
});
