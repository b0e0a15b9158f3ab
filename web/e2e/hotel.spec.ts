// Hotels, tried as a new member would: from the home's 酒店 icon to a paid stay, refunded in full
// under its free-cancellation plan; a non-refundable plan's order says it cannot be refunded.
import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { expectAccessible } from './a11y.ts';
import { closeNotice, loginFreshMember } from './helpers.ts';

const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '/tmp/shots/booking';
const tomorrow = addDays(todayInShanghai(), 1);

test.beforeAll(async () => {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(SHOTS, { recursive: true });
});

/** Taps a day of the range calendar: the first day on sale with that number (within days of today). */
async function tapDay(page: Page, date: string) {
  const day = String(Number(date.slice(8)));
  await page
    .locator('.adm-calendar-picker-view-cell:not(.adm-calendar-picker-view-cell-disabled)')
    .filter({ has: page.locator('.adm-calendar-picker-view-cell-date', { hasText: new RegExp(`^${day}$`) }) })
    .first()
    .click();
}

/** Pays the order on the pay page through the simulated cashier. */
async function pay(page: Page, orderNo: string) {
  await expect(page).toHaveURL(new RegExp(`/subscribe/pay\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  await page.locator('.adm-list-item').filter({ hasText: '微信支付' }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/\/cashier\/P\w+$/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/paySuccess\\?orderNo=${orderNo}$`));
  await expect(page.locator('.adm-result-title')).toHaveText('支付成功');
}

/** The booking page of the plan whose row holds `label`, on the detail page shown. */
async function bookPlan(page: Page, label: string) {
  const plan = page.getByTestId('hotel-plan').filter({ hasText: label }).first();
  await plan.getByRole('button', { name: '预订' }).click();
  await expect(page).toHaveURL(/\/subscribe\/hotel\?/);
}

test('上海, tomorrow for two nights: search, sort, filter, book two rooms, pay, then a full refund', async ({
  page,
  request,
}) => {
  await loginFreshMember(page, request);
  await page.goto('/');
  await closeNotice(page);
  await page.getByRole('link', { name: '酒店' }).first().click();
  await expect(page).toHaveURL(/\/hotel(\?|$)/);
  await expectAccessible(page, 'the hotel home /hotel');

  // 上海, then tomorrow for two nights on the range calendar.
  await page.getByRole('button', { name: '上海' }).click();
  await expect(page.getByRole('button', { name: /目的地 上海/ })).toBeVisible();
  await page.getByRole('button', { name: /^入住/ }).click();
  await expect(page).toHaveURL(/\/hotel\/hotelCalendar\?/);
  await expectAccessible(page, 'the hotel calendar /hotel/hotelCalendar');
  await tapDay(page, tomorrow);
  await tapDay(page, addDays(tomorrow, 2));
  await page.getByRole('button', { name: '确定（共2晚）' }).click();
  await expect(page).toHaveURL(new RegExp(`/hotel\\?.*checkin=${tomorrow}.*checkout=${addDays(tomorrow, 2)}`));

  // A keyword from auto-match: the landmark 外滩, searched around.
  await page.getByRole('button', { name: /关键词/ }).click();
  await page.getByPlaceholder('酒店名/品牌/商圈/地标/地铁站').fill('外滩');
  const landmark = page.getByRole('listitem').filter({ hasText: /附近\d+家酒店/ }).first();
  await landmark.click();
  await expect(page).toHaveURL(/\/hotel\/hotelList\?.*search=%E5%A4%96%E6%BB%A9/);
  await expect(page.getByTestId('hotel-card').first()).toBeVisible();
  await expectAccessible(page, 'the hotel list /hotel/hotelList');

  // Sort by price, then only five-star (or luxury) hotels.
  await page.getByRole('toolbar', { name: '排序和筛选' }).getByRole('button').first().click();
  await page.getByText('低价优先').click();
  await expect(page).toHaveURL(/sort=price_asc/);
  await page.getByRole('button', { name: '价格/星级' }).click();
  await page.getByText('五星/豪华').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/level=5/);
  const cards = page.getByTestId('hotel-card');
  await expect(cards.first()).toBeVisible();
  const prices = await cards.locator('[data-testid="hotel-price"]').allTextContents();
  const yuan = prices.map((p) => Number(p.replace(/[^\d.]/g, '')));
  expect(yuan.length).toBeGreaterThan(1);
  expect([...yuan].sort((a, b) => a - b)).toEqual(yuan);
  await cards.first().click();

  // The detail: rooms and plans for the stay; a free-cancellation plan.
  await expect(page).toHaveURL(new RegExp(`/hotel/hoteldetail\\?hotel_code=H\\d+&checkin=${tomorrow}`));
  await expect(page.getByTestId('stay-bar')).toContainText('共2晚');
  await expectAccessible(page, 'the hotel detail /hotel/hoteldetail');
  await bookPlan(page, '免费取消');

  // Two rooms, a guest per room; the nightly breakdown is the server's.
  await expect(page).toHaveTitle('填写订单');
  await page.getByRole('button', { name: '增加房间' }).click();
  const guests = page.getByPlaceholder(/入住人姓名/);
  await expect(guests).toHaveCount(2);
  await guests.nth(0).fill('张三');
  await guests.nth(1).fill('李四');
  await page.getByPlaceholder('请输入联系人中文姓名').fill('张三');
  await expect(page.getByText('2间 × 2晚')).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(/^¥\d/);
  const total = (await page.getByTestId('booking-total').textContent())!;
  await expectAccessible(page, 'the hotel booking /subscribe/hotel');
  await page.screenshot({ path: `${SHOTS}/hotel-booking.png`, fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/subscribe\/pay\?orderNo=\w+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await pay(page, orderNo);

  // The member's hotel orders (the order list's hotel tab): 待入住.
  await page.goto('/myOrder/hotelOrder');
  await expect(page).toHaveURL(/\/myOrder\/allorder\?/);
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('待入住')).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/myOrder/hotelOrder/orderDetail\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('order-status')).toHaveText('待入住');
  await expect(page.getByText('张三').first()).toBeVisible();
  await expect(page.getByText('李四')).toBeVisible();
  await expectAccessible(page, 'the hotel order /myOrder/hotelOrder/orderDetail');

  // Cancelled before the deadline: the whole amount comes back.
  await page.getByRole('button', { name: '申请退款' }).click();
  await expect(page).toHaveURL(/\/myOrder\/hotelOrder\/hotelRefund\?orderNo=/);
  await expect(page.getByTestId('refund-quote')).toContainText(`预计退回${total}`);
  await page.getByText('行程有变').click();
  await page.getByRole('button', { name: '确认退款' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退款' }).click();
  await expect(page).toHaveURL(/\/myOrder\/hotelOrder\/hotel-refund-detail\?orderNo=/);
  await expect(page.getByText(total).first()).toBeVisible();
  await page.goto(`/myOrder/hotelOrder/orderDetail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('退款中');
});

test('a non-refundable plan, paid, says it cannot be refunded', async ({ page, request }) => {
  await loginFreshMember(page, request);
  await page.goto(`/hotel/hoteldetail?hotel_code=H310000004&checkin=${tomorrow}&checkout=${addDays(tomorrow, 1)}`);
  await bookPlan(page, '不可取消');
  await page.getByPlaceholder(/入住人姓名/).first().fill('SMITH/JOHN');
  await page.getByPlaceholder('请输入联系人中文姓名').fill('张三');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/subscribe\/pay\?orderNo=\w+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await pay(page, orderNo);
  await page.goto(`/myOrder/hotelOrder/orderDetail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('待入住');
  await expect(page.getByText(/该房型不可取消/)).toBeVisible();
  await expect(page.getByRole('button', { name: '申请退款' })).toHaveCount(0);
});
