import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { mainlandIdCheckChar } from '@storefront/schema/validation';
import { expectAccessible } from './a11y.ts';
import { graphql, loginFreshMember } from './helpers.ts';

/** Screenshots for a human look, outside the repository. */
const SHOTS = process.env.BOOKING_SHOTS_DIR ?? '/tmp/shots/booking';

const today = todayInShanghai();
const tomorrow = addDays(today, 1);

/**
 * This file's area code (the ID number's first six digits), random: the travellers are people no
 * other journey of the run booked, since one traveller may hold one live booking of a flight.
 */
const AREA = String(110_000 + Math.floor(Math.random() * 90_000));

/** A mainland ID number with its check character for someone born on `birth` (`YYYY-MM-DD`). */
function mainlandId(birth: string, seq: number): string {
  const first17 = `${AREA}${birth.replaceAll('-', '')}${String(seq).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

/** Adds a traveller on /subscribe/air/addguest (the booking page's 新增乘机人). */
async function addPassengerWithIdCard(page: Page, name: string, id: string, checkA11y = false) {
  await page.getByRole('button', { name: /新增乘机人/ }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\/addguest\?fare_ids=/);
  await expect(page).toHaveTitle('添加乘机人');
  await page.getByPlaceholder('与证件上的中文姓名一致').fill(name);
  await page.getByPlaceholder('请输入身份证号码').fill(id);
  if (checkA11y) await expectAccessible(page, 'the booking’s new traveller /subscribe/air/addguest');
  await page.getByRole('button', { name: '保存并选为乘机人' }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\?fare_ids=/);
}

/**
 * The rest of the journey from the pay page: pay by WeChat at the cashier, see the order
 * paid in the order list, then refund everyone and see the fee and the new status.
 */
async function payThenRefund(page: Page, orderNo: string, names: readonly string[], checkA11y = false) {
  const check = (screen: string) => (checkA11y ? expectAccessible(page, screen) : Promise.resolve());
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  await check('the pay page /subscribe/pay');
  await page.locator('.adm-list-item').filter({ hasText: '微信支付' }).click();
  await page.getByRole('button', { name: /确认支付/ }).click();
  await expect(page).toHaveURL(/\/cashier\/P\w+$/);
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/paySuccess\\?orderNo=${orderNo}$`));
  await expect(page.locator('.adm-result-title')).toHaveText('支付成功');
  await check('the paid result /subscribe/paySuccess');

  // The order list shows it paid (ticketed).
  await page.goto('/myOrder/allorder?ProStatusType=999&ProStatus=全部订单');
  const card = page.getByTestId('order-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('已出票')).toBeVisible();
  await check('the order list /myOrder/allorder');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/myOrder/airOrder/(inter)?[dD]etail\\?orderNo=${orderNo}`));
  await expect(page.getByTestId('order-status')).toHaveText('已出票');

  // Refund everyone: the server's fee is shown before applying, and the order is then 退票中.
  await page.getByRole('button', { name: '退票' }).click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/refund\?orderNo=/);
  for (const name of names) await page.locator('.sf-fo-picker').getByText(name).click();
  await page.getByRole('button', { name: '下一步' }).click();
  const quote = page.getByTestId('refund-quote');
  await expect(quote).toContainText(/退票手续费-?¥[\d.]+/);
  const fee = (await quote.textContent())!.match(/退票手续费-?(¥[\d.]+)/)![1]!;
  await page.getByText('行程有变').click();
  await page.getByRole('button', { name: '确认退票' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确认退票' }).click();
  await expect(page.getByText('退票申请已提交')).toBeVisible();
  await expect(page.getByTestId('refund-amounts')).toContainText(fee);
  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('退票中');
  await expect(page.getByText(`退票费 ${fee}`)).toBeVisible();
}

test.beforeAll(async () => {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(SHOTS, { recursive: true });
});

test('domestic: the cheapest flight PEK→SHA tomorrow for an adult and a child, paid, then refunded', async ({
  page,
  request,
}) => {
  const mobile = await loginFreshMember(page, request);
  const list = new URLSearchParams({
    route_type: '1',
    start_city_code: 'BJS',
    start_city_name: '北京',
    end_city_code: 'SHA',
    end_city_name: '上海',
    date: tomorrow,
  });
  await page.goto(`/air/airList?${list.toString()}`);
  await page.getByRole('button', { name: '价格低→高' }).click();
  await expect(page).toHaveURL(/sort=price/);
  await page.getByTestId('flight-card').first().click();
  await expect(page).toHaveURL(/\/air\/airDetail\?/);
  await page.getByTestId('fare').first().getByRole('button', { name: /^预订/ }).click();

  // The booking page: the flight, no passengers yet, the member's mobile as the contact's.
  await expect(page).toHaveURL(/\/subscribe\/air\?fare_ids=/);
  await expect(page).toHaveTitle('填写订单');
  const fareIds = new URL(page.url()).searchParams.get('fare_ids')!;
  await expect(page.getByText('请选择或新增乘机人')).toBeVisible();
  await expect(page.getByPlaceholder('用于接收订单短信')).toHaveValue(mobile);
  await page.screenshot({ path: `${SHOTS}/air-empty.png`, fullPage: true });

  await addPassengerWithIdCard(page, '张三', mainlandId('1990-01-01', 1), true);
  // Six years old tomorrow: a child on the departure date.
  await addPassengerWithIdCard(page, '张小宝', mainlandId(addDays(tomorrow, -6 * 365), 2));
  const rows = page.getByTestId('passenger');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('张三');
  await expect(rows.nth(0)).toContainText('成人');
  await expect(rows.nth(1)).toContainText('张小宝');
  await expect(rows.nth(1)).toContainText('儿童');

  // The server's breakdown: an adult and a child ticket, the child without the construction fee.
  const breakdown = page.getByLabel('费用明细', { exact: true }).locator('dl');
  await expect(breakdown).toContainText('成人票');
  await expect(breakdown).toContainText('儿童票');
  await expect(page.getByTestId('booking-total')).toHaveText(/^¥\d/);
  const total = await page.getByTestId('booking-total').textContent();

  // A reload keeps everything: the draft lives in the tab's session storage.
  await page.getByPlaceholder('请输入联系人中文姓名').fill('张三');
  // The contact's name typed and still focused: its clear button shows.
  await expect(page.getByRole('button', { name: '清除' })).toBeVisible();
  await expectAccessible(page, 'the booking /subscribe/air (travellers chosen, a field focused)');
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(page.getByPlaceholder('请输入联系人中文姓名')).toHaveValue('张三');

  // Nothing is sent before the notice is agreed to.
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('请先阅读并同意《预订须知》')).toBeVisible();
  await page.getByRole('link', { name: '《预订须知》' }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\/text\?/);
  await expect(page.getByText(/^退票：/).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/air-text.png`, fullPage: true });
  await page.getByRole('button', { name: '我已阅读并同意' }).click();
  await expect(page).toHaveURL(new RegExp(`/subscribe/air\\?fare_ids=${fareIds.replaceAll('.', '\\.')}`));
  await expect(page.locator('.sf-bk-agree .adm-checkbox')).toHaveClass(/adm-checkbox-checked/);
  await expect(page.getByTestId('booking-total')).toHaveText(total!);
  await page.screenshot({ path: `${SHOTS}/air-filled.png`, fullPage: true });

  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/subscribe\/pay\?orderNo=\w+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const { order } = await graphql<{ order: { total: { text: string }; status: string } | null }>(
    page,
    'query ($no: String!) { order(orderNo: $no) { status total { text } } }',
    { no: orderNo },
  );
  expect(order).toEqual({ status: 'UNPAID', total: { text: total } });
  await payThenRefund(page, orderNo, ['张三', '张小宝'], true);
});

test('an invalid ID number shows the rule’s message and nothing is submitted', async ({ page, request }) => {
  await loginFreshMember(page, request);
  const { flightSearch } = await graphql<{
    flightSearch: { flights: { lowestFare: { id: string } | null }[] };
  }>(
    page,
    'query ($d: Date!) { flightSearch(from: "PEK", to: "SHA", date: $d) { flights { lowestFare { id } } } }',
    { d: tomorrow },
  );
  const fare = flightSearch.flights.find((f) => f.lowestFare)!.lowestFare!.id;
  await page.goto(`/subscribe/air?fare_ids=${fare}`);
  await page.getByRole('button', { name: /新增乘机人/ }).click();
  await page.getByPlaceholder('与证件上的中文姓名一致').fill('李四');
  const number = page.getByPlaceholder('请输入身份证号码');
  const good = mainlandId('1990-01-01', 3);
  // The right length with the wrong check character.
  await number.fill(good.slice(0, 17) + (good.endsWith('1') ? '2' : '1'));
  await number.blur();
  await expect(page.getByText('身份证号最后一位校验码不正确，请核对号码')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/addguest-invalid.png`, fullPage: true });
  await page.getByRole('button', { name: '保存并选为乘机人' }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\/addguest\?/);
  const { travellers } = await graphql<{ travellers: { total: number } }>(page, '{ travellers { total } }');
  expect(travellers.total).toBe(0);

  // Back on the booking page there is nobody to book, and submitting says so.
  await page.goBack();
  await expect(page.getByText('请选择或新增乘机人')).toBeVisible();
  await page.getByPlaceholder('请输入联系人中文姓名').fill('李四');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('请添加乘机人')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribe\/air\?fare_ids=/);
  const { unpaidOrderCount } = await graphql<{ unpaidOrderCount: number }>(page, '{ unpaidOrderCount }');
  expect(unpaidOrderCount).toBe(0);
  await page.screenshot({ path: `${SHOTS}/air-viewport.png` });

  // The other sub-pages, and back without losing what was typed.
  await page.getByText('报销凭证').click();
  await expect(page).toHaveURL(/\/subscribe\/air\/intoice\?/);
  await expect(page.getByText(/行程结束后，在“我的订单”中打开该订单/)).toBeVisible();
  await expect(page.getByText('还没有发票抬头')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/air-intoice.png`, fullPage: true });
  await page.goBack();
  await page.getByRole('link', { name: '选择常用联系人' }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\/contacts\?/);
  await expect(page.getByText('还没有常用联系人')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/air-contacts.png`, fullPage: true });
  await page.goBack();
  await expect(page.getByPlaceholder('请输入联系人中文姓名')).toHaveValue('李四');
});

test('international PEK→SEL: a passport needs its expiry; then paid and refunded', async ({
  page,
  request,
}) => {
  await loginFreshMember(page, request);
  const { flightSearch } = await graphql<{
    flightSearch: { flights: { lowestFare: { id: string } | null }[] };
  }>(
    page,
    'query ($d: Date!) { flightSearch(from: "PEK", to: "SEL", date: $d) { flights { lowestFare { id } } } }',
    { d: tomorrow },
  );
  const fare = flightSearch.flights.find((f) => f.lowestFare)!.lowestFare!.id;
  // A saved traveller with a passport whose expiry was never entered.
  await graphql(
    page,
    `
      mutation ($input: CreateTravellerInput!) {
        createTraveller(input: $input) {
          userErrors {
            message
          }
        }
      }
    `,
    {
      input: {
        name: '李雷',
        englishSurname: 'LI',
        englishGivenName: 'LEI',
        gender: 'MALE',
        birthday: '1988-05-20',
        documents: [{ type: 'PASSPORT', number: 'E12345678' }],
      },
    },
  );

  await page.goto(`/subscribe/intAir?fare_ids=${fare}&adult=1&child=0`);
  await expect(page).toHaveTitle('填写订单');
  await expect(page.getByText('查询人数：成人1')).toBeVisible();
  await page.getByRole('button', { name: /选择乘机人/ }).click();
  await expect(page).toHaveURL(/\/subscribe\/intAir\/FT\?/);
  // Not choosable as saved: the reason says what to add.
  await expect(page.getByText('请编辑补充证件有效期')).toBeVisible();
  const chooserRow = page.locator('.sf-traveller-chooser__row', { hasText: '李雷' });
  await expect(chooserRow.locator('.adm-checkbox')).toHaveClass(/adm-checkbox-disabled/);
  await page.screenshot({ path: `${SHOTS}/intAir-FT.png`, fullPage: true });

  await page.getByRole('button', { name: '编辑李雷' }).click();
  await page.getByText('请选择证件有效期').click();
  const picker = page.locator('.adm-picker');
  const year = String(Number(today.slice(0, 4)) + 5);
  await picker
    .locator('.adm-picker-view-column')
    .first()
    .locator('.adm-picker-view-column-item', { hasText: year })
    .dispatchEvent('click');
  await picker.getByText('确定', { exact: true }).click();
  await expect(page.locator('.sf-traveller-form__date').first()).toHaveText(
    new RegExp(`^${year}-\\d{2}-\\d{2}$`),
  );
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('请编辑补充证件有效期')).toHaveCount(0);
  await expect(chooserRow.locator('.adm-checkbox')).not.toHaveClass(/adm-checkbox-disabled/);
  await chooserRow.getByText('李雷').click();
  await expect(chooserRow.locator('.adm-checkbox')).toHaveClass(/adm-checkbox-checked/);
  await page.getByRole('button', { name: /确定/ }).click();

  await expect(page).toHaveURL(/\/subscribe\/intAir\?fare_ids=/);
  const row = page.getByTestId('passenger');
  await expect(row).toContainText('李雷');
  await expect(row).toContainText('护照 E******78');
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('booking-total')).toHaveText(/^¥\d/);
  await page.getByPlaceholder('请输入联系人中文姓名').fill('李雷');
  await page.getByText('我已阅读并同意').click();
  await page.screenshot({ path: `${SHOTS}/intAir-filled.png`, fullPage: true });
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/subscribe\/pay\?orderNo=\w+/);
  await payThenRefund(page, new URL(page.url()).searchParams.get('orderNo')!, ['李雷']);
});
