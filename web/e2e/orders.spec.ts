import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { bookFlight, createTraveller, faresOn, loginFreshMember, mainlandId } from './helpers.ts';

// The order list and payment as a shopper meets them: orders made through the graph (the booking
// pages have their own journeys), then paid at the cashier or cancelled from the list, with the
// orders tab's badge following.

/** Screenshots for a human look, outside the repository. */
const SHOTS = process.env.ORDERS_SHOTS_DIR ?? '/tmp/shots/orders';
const LIST = '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单';

function tomorrow(): string {
  return addDays(todayInShanghai(), 1);
}

/**
 * The travellers' area codes (the first six digits of their ID numbers) start from a random one, so
 * each journey books a person no other journey of the run booked: one traveller may hold one live
 * booking of a flight, and every journey here books the same flight.
 */
let area = 110_000 + Math.floor(Math.random() * 80_000);

/** Books one adult (a fresh member's only traveller) on the first PEK → SHA flight of tomorrow with seats. */
async function bookOneAdult(page: Page, mobile: string): Promise<string> {
  area += 1;
  const traveller = await createTraveller(page, '王小明', mainlandId(String(area), '1990-01-01', 123));
  const [fareId] = await faresOn(page, tomorrow());
  return bookFlight(page, fareId!, [traveller], mobile);
}

/** The orders tab's badge: the unpaid count, or nothing at 0. */
const badge = (page: Page) => page.locator('.sf-tabbar .adm-badge-content');

test('pays an order from the list at the cashier; the list and the badge follow', async ({
  page,
  request,
}) => {
  const mobile = await loginFreshMember(page, request);
  const orderNo = await bookOneAdult(page, mobile);

  await page.goto(LIST);
  const order = page.getByTestId('order-card');
  await expect(order).toHaveCount(1);
  await expect(order.getByText('待支付')).toBeVisible();
  await expect(order.getByTestId('pay-countdown')).toHaveText(/^\d\d:\d\d$/);
  await expect(badge(page)).toHaveText('1');
  await page.screenshot({ path: `${SHOTS}/list-unpaid.png` });

  await order.getByRole('button', { name: '去支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/pay\\?orderNo=${orderNo}$`));
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  await page.locator('.adm-list-item').filter({ hasText: '支付宝' }).click();
  await page.screenshot({ path: `${SHOTS}/pay.png` });
  await page.getByRole('button', { name: /确认支付/ }).click();

  // The cashier is the provider's page, served through the gateway.
  await expect(page).toHaveURL(/\/cashier\/P\w+$/);
  await expect(page.getByTestId('cashier-method')).toHaveText('支付宝');
  await page.screenshot({ path: `${SHOTS}/cashier.png` });
  await page.getByRole('button', { name: '确认支付' }).click();

  await expect(page).toHaveURL(new RegExp(`/subscribe/paySuccess\\?orderNo=${orderNo}$`));
  await expect(page.locator('.adm-result-title')).toHaveText('支付成功');
  await page.screenshot({ path: `${SHOTS}/pay-success.png` });

  await page.goto(LIST);
  await expect(page.getByTestId('order-card').getByText('已出票')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.getByRole('button', { name: '待出行' }).click();
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.getByRole('button', { name: '待支付' }).click();
  await expect(page.getByText('暂无待支付的订单')).toBeVisible();
});

test('cancels an unpaid order from the list after confirming, then deletes it', async ({ page, request }) => {
  const mobile = await loginFreshMember(page, request);
  await bookOneAdult(page, mobile);
  await page.goto(LIST);
  const order = page.getByTestId('order-card');
  await expect(badge(page)).toHaveText('1');

  await order.getByRole('button', { name: '取消订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '取消订单' }).click();
  await expect(page.getByText('订单已取消')).toBeVisible();
  await expect(order.getByText('已取消')).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/list-cancelled.png` });

  await order.getByRole('button', { name: '删除订单' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除订单' }).click();
  await expect(page.getByText('暂无订单')).toBeVisible();

  // Other products have no orders yet: their tabs say so honestly.
  await page.getByRole('tab', { name: '酒店' }).click();
  await expect(page.getByText('暂无酒店订单')).toBeVisible();
  await expect(page).toHaveURL(/tab=2/);
});

test('pulling the list down at its top shows an order made elsewhere meanwhile', async ({
  page,
  request,
}) => {
  const mobile = await loginFreshMember(page, request);
  await page.goto(LIST);
  await expect(page.getByText('暂无订单')).toBeVisible();
  await bookOneAdult(page, mobile);

  // A finger drags from mid-screen 240 px down and lets go (Chromium's touch input, as on a phone).
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: 187, y }],
    });
  await touch('touchStart', 300);
  for (let y = 320; y <= 540; y += 20) await touch('touchMove', y);
  await expect(page.getByText('释放立即刷新')).toBeVisible();
  await touch('touchEnd', 540);
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card').getByText('待支付')).toBeVisible();
  await expect(page.getByTestId('pull-head')).toHaveCSS('height', '0px');
});
