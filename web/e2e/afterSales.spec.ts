import { expect, test, type Page } from '@playwright/test';
import { todayInShanghai } from '@storefront/schema/dates';
import {
  addDays,
  bookFlight,
  createTraveller,
  faresOn,
  loginFreshMember,
  mainlandId,
  payAtCashier,
  randomArea,
} from './helpers.ts';
import { expectAccessible } from './a11y.ts';

/** Screenshots for a human look, outside the repository. */
const SHOTS = process.env.AFTER_SALES_SHOTS_DIR ?? '/tmp/shots/afterSales';

/**
 * This file's area code (the ID number's first six digits), random: the travellers are people no
 * other journey of the run booked, since one traveller may hold one live booking of a flight.
 */
const AREA = randomArea();

/** A traveller born on 1990-01-01 with a mainland ID card, `seq` its order code. */
const addTraveller = (page: Page, name: string, seq: number) =>
  createTraveller(page, name, mainlandId(AREA, '1990-01-01', seq));

test('a paid order: refund one passenger and see the fee and 退票中', async ({ page, request }) => {
  const mobile = await loginFreshMember(page, request);
  const zhang = await addTraveller(page, '张三', 1);
  const li = await addTraveller(page, '李四', 2);
  const [fareId] = await faresOn(page, addDays(todayInShanghai(), 1));
  expect(fareId, 'a flight PEK → SHA tomorrow with seats').toBeTruthy();
  const orderNo = await bookFlight(page, fareId!, [zhang, li], mobile);
  await payAtCashier(page, orderNo);

  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('已出票');
  await expect(page.getByTestId('passenger')).toHaveCount(2);
  await expect(page.getByTestId('passenger').first()).toContainText(/票号 \S+/);
  await expectAccessible(page, 'a flight order’s detail, ticketed');
  await page.screenshot({ path: `${SHOTS}/detail-paid.png`, fullPage: true });

  // 退票须知: the rule that applies now, then who.
  await page.getByRole('button', { name: '退票' }).click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/refund\?orderNo=/);
  await expect(page.getByTestId('refund-rule')).toContainText('起飞前');
  await page.locator('.sf-fo-picker').getByText('张三').click();
  await expectAccessible(page, 'the refund /myOrder/airOrder/refund');
  await page.screenshot({ path: `${SHOTS}/refund.png`, fullPage: true });
  await page.getByRole('button', { name: '下一步' }).click();

  // 申请退票: the server's fee and what comes back.
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/airRefund\?/);
  const quote = page.getByTestId('refund-quote');
  await expect(quote).toContainText(/退票手续费-?¥[\d.]+/);
  const fee = (await quote.textContent())!.match(/退票手续费-?(¥[\d.]+)/)![1]!;
  await page.getByText('行程有变').click();
  await expectAccessible(page, 'the refund application /myOrder/airOrder/airRefund');
  await page.screenshot({ path: `${SHOTS}/airRefund.png`, fullPage: true });
  await page.getByRole('button', { name: '确认退票' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退票' }).click();

  // The result, then the order: 张三's ticket is being refunded, 李四 still flies.
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/result\?type=0&/);
  await expect(page.getByText('退票申请已提交')).toBeVisible();
  await expect(page.getByTestId('refund-amounts')).toContainText(fee);
  await page.screenshot({ path: `${SHOTS}/result-refund.png`, fullPage: true });
  await page.getByRole('button', { name: '查看退款进度' }).click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/air-refund-detail\?refundNo=/);
  await expect(page.getByText('航空公司处理中')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/air-refund-detail.png`, fullPage: true });

  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  const zhangRow = page.getByTestId('passenger').filter({ hasText: '张三' });
  await expect(zhangRow).toContainText('退票中');
  await expect(page.getByTestId('passenger').filter({ hasText: '李四' })).toContainText('已出票');
  await expect(page.getByText(`退票费 ${fee}`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/detail-refunding.png`, fullPage: true });

  // Its refund detail from the order.
  await page.getByTestId('refund-row').click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/airRefundDetail\?refundNo=/);
  await expect(page.getByTestId('refund-status')).toHaveText('退款中');
  await page.screenshot({ path: `${SHOTS}/airRefundDetail.png`, fullPage: true });
});

test('a paid order: change it to the next day', async ({ page, request }) => {
  const mobile = await loginFreshMember(page, request);
  const zhang = await addTraveller(page, '张三', 3);
  const date = addDays(todayInShanghai(), 2);
  const [fareId] = await faresOn(page, date);
  expect(fareId, 'a flight PEK → SHA in two days with seats').toBeTruthy();
  const orderNo = await bookFlight(page, fareId!, [zhang], mobile);

  // Unpaid: the countdown and only 取消订单 / 去支付.
  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('待支付');
  await expect(page.getByTestId('pay-countdown')).toHaveText(/^\d\d:\d\d$/);
  await expect(page.getByRole('button', { name: /^去支付/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '改签' })).toHaveCount(0);
  await expectAccessible(page, 'a flight order’s detail, unpaid');
  await page.screenshot({ path: `${SHOTS}/detail-unpaid.png`, fullPage: true });
  await payAtCashier(page, orderNo);

  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await page.getByRole('button', { name: '改签' }).click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/airChange\?orderNo=/);
  // Everyone on the order moves by default.
  await expect(page.getByText('已选 1 人')).toBeVisible();
  await expectAccessible(page, 'the change /myOrder/airOrder/airChange');

  // The next day on the calendar.
  const next = addDays(date, 1);
  await page.getByText('新的出发日期').click();
  await expect(page.getByText('选择改签日期')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/airChange-calendar.png` });
  const [year, month, day] = next.split('-').map(Number) as [number, number, number];
  await page
    .locator(
      `[data-year-month="${year}-${month}"] .adm-calendar-picker-view-cell:not(.adm-calendar-picker-view-cell-disabled)`,
    )
    .filter({ has: page.locator('.adm-calendar-picker-view-cell-date', { hasText: new RegExp(`^${day}$`) }) })
    .click();
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${next}`));
  await page.screenshot({ path: `${SHOTS}/airChange.png`, fullPage: true });
  await page.getByRole('button', { name: '查询航班' }).click();

  // The flights of that day with what the change costs; the first one.
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/change\?/);
  const options = page.getByRole('button', { name: /^改签到 / });
  await expect(options.first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/change.png`, fullPage: true });
  await options.first().click();

  await expect(page).toHaveURL(/\/myOrder\/airOrder\/changeConfirm\?/);
  const total = (await page.getByTestId('change-total').textContent())!;
  await page.screenshot({ path: `${SHOTS}/changeConfirm.png`, fullPage: true });
  await page.getByRole('button', { name: '确认改签' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认改签' }).click();

  // Money due goes through the cashier for the change's own order; nothing due is done at once.
  if (total !== '¥0') {
    await expect(page).toHaveURL(/\/subscribe\/pay\?orderNo=/);
    const payOrderNo = new URL(page.url()).searchParams.get('orderNo')!;
    expect(payOrderNo).not.toBe(orderNo);
    await payAtCashier(page, payOrderNo);
  } else {
    await expect(page).toHaveURL(/\/myOrder\/airOrder\/result\?type=1&/);
    await expect(page.getByText('改签成功')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/result-change.png`, fullPage: true });
  }

  // The order lists the change; its detail shows the new day.
  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('passenger')).toContainText('已改签');
  await page.getByTestId('change-row').click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/airChangeDetail\?changeNo=/);
  await expect(page.getByTestId('change-status')).toHaveText('已改签');
  await expect(page.getByRole('region', { name: /航班$/ }).nth(1)).toContainText(`${month}月${day}日`);
  await page.screenshot({ path: `${SHOTS}/airChangeDetail.png`, fullPage: true });

  // 改签记录 lists it too.
  await page.goto(`/myOrder/airOrder/changeList?orderNo=${orderNo}`);
  await expect(page.getByTestId('change-row')).toHaveCount(1);
  await expect(page.getByTestId('change-row')).toContainText('已改签');
  await page.screenshot({ path: `${SHOTS}/changeList.png`, fullPage: true });
});
