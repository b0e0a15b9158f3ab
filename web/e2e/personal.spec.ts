import { expect, test } from '@playwright/test';
import { latestSmsCode, loginByPassword, loginFreshMember } from './helpers.ts';

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

// A 2×2 magenta PNG: a real image the browser decodes, as a picked photo would be.
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4wlAPRAwQCgAodgWNBSVlHgAAAABJRU5ErkJggg==',
  'base64',
);

test('a logged-in member sees the masked mobile and the member areas', async ({ page }) => {
  await page.goto('/login?redirect=/personal');
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
  await expect(page.getByText('138****8000')).toBeVisible();
  await expect(page.getByText('13800138000')).toHaveCount(0);

  await expect(page.getByRole('link', { name: /我的订单/ })).toHaveAttribute(
    'href',
    '/myOrder/allorder?ProStatusType=999&ProStatus=%E5%85%A8%E9%83%A8%E8%AE%A2%E5%8D%95',
  );
  for (const [name, href] of [
    ['常用旅客', '/personal/guest'],
    ['优惠券', '/myCoupon/coupon'],
    ['我的收益', '/profit'],
    ['收藏', '/personal/collect'],
    ['足迹', '/personal/footprint'],
  ]) {
    await expect(page.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(page.getByRole('link', { name: '设置' })).toBeVisible();
  await expect(page.getByText('客服与帮助')).toBeVisible();
  await expect(page.getByRole('link', { name: '400-850-1666' })).toHaveAttribute('href', 'tel:400-850-1666');
});

test('an entry to a page not built yet shows the 404 page', async ({ page }) => {
  await page.goto('/login?redirect=/personal');
  await loginByPassword(page, '13800138000', 'Demo1234');
  await page.getByRole('link', { name: '收藏', exact: true }).click();
  await expect(page).toHaveURL(/\/personal\/collect$/);
  await expect(page.getByText('404，页面无法显示了')).toBeVisible();
});

test('member pages send an anonymous visitor to the login and back', async ({ page }) => {
  await page.goto('/personal/setting/setinfo');
  await expect(page).toHaveURL(/\/login\?redirect=\/personal\/setting\/setinfo$/);
  await loginByPassword(page, '13800138000', 'Demo1234');
  await expect(page).toHaveURL(/\/personal\/setting\/setinfo$/);
  await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
});

test('setinfo changes the nickname and the avatar', async ({ page, request }) => {
  const mobile = await loginFreshMember(page, request);
  await page.getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/personal\/setting$/);
  await expect(page).toHaveTitle('设置');
  await page.getByText('个人信息').click();
  await expect(page).toHaveURL(/\/personal\/setting\/setinfo$/);
  await expect(page.getByText(masked(mobile))).toBeVisible();

  await page.getByText('昵称', { exact: true }).click();
  const input = page.getByRole('textbox', { name: '昵称' });
  await input.fill('山海旅人');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('昵称已修改')).toBeVisible();
  await expect(page.getByTestId('nickname')).toHaveText('山海旅人');

  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_2X2 });
  await expect(page.getByText('头像已更新')).toBeVisible();
  const avatar = page.getByTestId('avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/media\/avatar\//);
  // The gateway serves it: the new avatar really loads.
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // /personal shows both changes.
  await page.goto('/personal');
  await expect(page.getByTestId('nickname')).toHaveText('山海旅人');
  await expect(page.locator('.sf-member__avatar img')).toHaveAttribute('src', /^\/media\/avatar\//);
});

test('changing the password by SMS code ends the session', async ({ page, request }) => {
  // A seeded member no other journey uses, logged in by password: a fresh member would need a
  // second SMS code within the backend's 60 s window. Each run starts on a fresh in-memory stand-in.
  const mobile = '13900139000';
  await page.goto('/login?redirect=/personal/setting/password');
  await loginByPassword(page, mobile, 'Demo2345');
  await expect(page).toHaveURL(/\/personal\/setting\/password$/);
  await expect(page).toHaveTitle('修改密码');
  await expect(page.getByText(masked(mobile))).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
  const code = await latestSmsCode(request, mobile);
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await page.getByPlaceholder('8-20位，需包含字母和数字').fill('Travel2026');
  await page.getByPlaceholder('请再次输入密码').fill('Travel2026');
  await page.getByRole('button', { name: '确认修改' }).click();
  await expect(page.getByText('密码已修改，请用新密码重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/personal/setting');
  await expect(page).toHaveURL(/\/login\?redirect=\/personal\/setting$/);
  await loginByPassword(page, mobile, 'Travel2026');
  await expect(page).toHaveURL(/\/personal\/setting$/);
});

test('about shows the service line and the agreement', async ({ page }) => {
  await page.goto('/personal/setting/about');
  await expect(page).toHaveTitle('关于我们');
  await expect(page.getByRole('link', { name: '400-850-1666' })).toHaveAttribute('href', 'tel:400-850-1666');
  await page.getByText('用户协议').click();
  await expect(page).toHaveURL(/\/agreement$/);
});
