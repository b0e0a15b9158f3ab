import { expect, test } from '@playwright/test';

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404，页面无法显示了')).toBeVisible();
  await expect(page.locator('.adm-nav-bar-title')).toHaveText('提示');
});

test('the home page loads at / with the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('悠游旅行');
  await expect(page.getByRole('heading', { name: '悠游旅行' })).toBeVisible();
  await expect(page.getByRole('link', { name: '我的' })).toBeVisible();
});

test('the page body is at most 640px wide and centred', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/login');
  const box = await page.locator('.sf-app').boundingBox();
  expect(box?.width).toBe(640);
  expect(Math.round(box?.x ?? 0)).toBe((1024 - 640) / 2);
});
