import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { todayInShanghai } from '@storefront/schema/dates';
import {
  acceptAgreement,
  addDays,
  bookFlight,
  createTraveller,
  faresOn,
  loginFreshMember,
  mainlandId,
  payAtCashier,
  randomArea,
  scrollHomeToEnd,
} from './helpers.ts';

// WCAG 2.1 A and AA with axe-core on the main pages of every product and the popups that matter.
// Each check fails on a violation of impact serious or critical and names what it found (rule,
// impact, element, axe's summary); the checks of one journey are soft, so a run lists every page's
// findings at once.

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** This file's travellers: people no other journey of the run books (one live booking per flight each). */
const AREA = randomArea();

/**
 * Waits for the screen to come to rest, since axe reads colours mid-fade otherwise (a toast fading
 * out measured as pale grey on grey): toasts gone (they leave by themselves), CSS animations and
 * transitions that end (a popup's fade-in; endless ones such as a skeleton's shimmer never do),
 * and antd-mobile's spring-driven layers at rest (a Popup's body takes pointer events again and its
 * mask is fully opaque once its spring stops).
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-mask'), 'toasts gone').toHaveCount(0);
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // Laid out at all (these layers are fixed, so offsetParent says nothing).
          const shown = (el: Element) => el.getClientRects().length > 0;
          const bodies = [...document.querySelectorAll('.adm-popup-body, .adm-center-popup-body')];
          const masks = [...document.querySelectorAll('.adm-mask')];
          return (
            bodies.filter(shown).every((el) => getComputedStyle(el).pointerEvents !== 'none') &&
            masks.filter(shown).every((el) => getComputedStyle(el).opacity === '1')
          );
        }),
      { message: 'popups and masks at rest' },
    )
    .toBe(true);
}

/**
 * The serious and critical WCAG 2.1 A/AA findings on the page as it is now, one line per element:
 * `rule (impact) target: summary`.
 */
async function blockingFindings(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_21_AA)
    // The one accepted exception: spec §9 fixes the viewport scale (web/index.html has
    // `maximum-scale=1, user-scalable=no`) so the phone layout never zooms on an input's focus.
    // axe's meta-viewport rule flags exactly that, and only that rule is turned off.
    .disableRules(['meta-viewport'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter((node) => BLOCKING.has(node.impact ?? violation.impact ?? ''))
      .map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `${violation.id} (${node.impact ?? violation.impact}) ${node.target.join(' >> ')}: ${summary}`;
      }),
  );
}

/** A soft check of one screen: the test goes on to the next screen and fails at its end. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const findings = await blockingFindings(page);
  expect.soft(findings, `axe (WCAG 2.1 AA) on ${screen}: serious or critical violations`).toEqual([]);
}

test('the check itself reports a nameless icon button and grey text on white, and nothing else', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404，页面无法显示了')).toBeVisible();
  expect(await blockingFindings(page)).toEqual([]);
  // The exception is real: axe does flag the fixed scale, which blockingFindings leaves out.
  const viewport = await new AxeBuilder({ page }).withRules(['meta-viewport']).analyze();
  expect(viewport.violations.map((v) => v.id)).toEqual(['meta-viewport']);

  // What a regression looks like: an icon-only button with no name, and #aaa text on white (2.3:1).
  await page.locator('.sf-app').evaluate((app) => {
    const button = document.createElement('button');
    button.id = 'a11y-probe-button';
    button.innerHTML = '<svg width="16" height="16" aria-hidden="true"><circle cx="8" cy="8" r="6"/></svg>';
    const text = document.createElement('p');
    text.id = 'a11y-probe-text';
    text.textContent = '低对比度的说明文字';
    text.style.cssText = 'color: #aaaaaa; background: #ffffff; font-size: 14px';
    app.append(button, text);
  });
  const findings = await blockingFindings(page);
  expect(findings).toHaveLength(2);
  expect(findings).toContainEqual(expect.stringMatching(/^button-name \(critical\) #a11y-probe-button: /));
  expect(findings).toContainEqual(
    expect.stringMatching(/^color-contrast \(serious\) #a11y-probe-text: .*contrast of 2\.32/),
  );
});

test('shop pages: home, notice advert, city switcher, login, register, download, 404, customer service', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A device's first visit: the notice advert pops up over the home.
  await page.goto('/');
  const notice = page.getByRole('dialog');
  await expect(notice.locator('img.sf-notice__image')).toBeVisible();
  await expectAccessible(page, 'the notice advert');
  await notice.getByRole('button', { name: '关闭广告' }).click();
  await expect(notice).toBeHidden();

  // The home with every section drawn, and the open-app banner on top.
  await expect(page.getByRole('region', { name: '打开APP' })).toBeVisible();
  await scrollHomeToEnd(page);
  await expect(page.getByTestId('weather')).toBeVisible();
  await expectAccessible(page, 'the home /');

  await page.getByRole('link', { name: /切换城市/ }).click();
  await expect(page).toHaveURL(/\/public\/citytab$/);
  await expect(page.getByText('热门城市')).toBeVisible();
  await expectAccessible(page, 'the city switcher /public/citytab');

  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expectAccessible(page, 'the login /login (by code)');
  await page.getByRole('tab', { name: '密码登录' }).click();
  await expect(page.getByPlaceholder('请输入密码')).toBeVisible();
  await acceptAgreement(page);
  await expectAccessible(page, 'the login /login (by password, agreement ticked)');

  await page.goto('/register');
  await expect(page.getByRole('button', { name: '注册并登录' })).toBeVisible();
  const password = page.getByPlaceholder('8-20位，需包含字母和数字');
  await password.fill('abc');
  await password.blur();
  await expect(page.getByText('密码应为8-20位，且同时包含字母和数字，不能有空格')).toBeVisible();
  await expectAccessible(page, 'the register /register (with a rule’s message)');

  await page.goto('/download');
  await expect(page.getByRole('link', { name: /安卓版下载/ })).toBeVisible();
  await expectAccessible(page, 'the download page /download');

  await page.goto('/no/such/page');
  await expect(page.getByText('404，页面无法显示了')).toBeVisible();
  await expectAccessible(page, 'the 404 page');

  await page.goto('/personal');
  await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
  await expectAccessible(page, 'the member area /personal (anonymous)');
  await page.locator('nav.sf-tabbar').getByText('客服', { exact: true }).click();
  await expect(page.locator('a[href="tel:400-850-1666"]')).toBeVisible();
  await expectAccessible(page, 'the customer-service popup');
});

test('member area: personal, settings, travellers and their form, invoice titles', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await loginFreshMember(page, request);
  await expectAccessible(page, 'the member area /personal');

  await page.getByRole('link', { name: '设置' }).click();
  await expect(page).toHaveURL(/\/personal\/setting$/);
  await expect(page.getByText('个人信息')).toBeVisible();
  await expectAccessible(page, 'the settings /personal/setting');
  await page.getByText('个人信息').click();
  await expect(page).toHaveURL(/\/personal\/setting\/setinfo$/);
  await expect(page.getByTestId('nickname')).toBeVisible();
  await expectAccessible(page, 'the personal details /personal/setting/setinfo');

  await page.goto('/personal/guest');
  await expect(page.locator('.adm-list-item').filter({ hasText: '常用旅客' })).toBeVisible();
  await expectAccessible(page, 'the travellers hub /personal/guest');

  await page.locator('.adm-list-item').filter({ hasText: '常用旅客' }).click();
  await expect(page.getByText('还没有常用旅客')).toBeVisible();
  await expectAccessible(page, 'the empty traveller list /personal/guest/info');

  await page.getByRole('button', { name: '新增常用旅客' }).click();
  await expect(page).toHaveURL(/\/personal\/guest\/choice$/);
  await page.getByPlaceholder('与证件上的中文姓名一致').fill('李华');
  const number = page.getByPlaceholder('请输入身份证号码');
  const id = mainlandId(AREA, '1988-03-04', 1);
  await number.fill(id.slice(0, 17) + (id.endsWith('1') ? '2' : '1'));
  await number.blur();
  await expect(page.getByText('身份证号最后一位校验码不正确，请核对号码')).toBeVisible();
  await expectAccessible(page, 'the traveller form /personal/guest/choice (with a rule’s message)');
  await number.fill(id);
  await expect(page.getByTestId('derived-birthday')).toHaveText('1988-03-04');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('traveller-row')).toHaveCount(1);
  await expectAccessible(page, 'the traveller list /personal/guest/info');

  await page.goto('/personal/guest/invoice');
  await expect(page.getByText('还没有发票抬头')).toBeVisible();
  await expectAccessible(page, 'the invoice titles /personal/guest/invoice');
  await page.getByRole('button', { name: '新增抬头' }).click();
  await expect(page.getByPlaceholder('输入公司名称，可从列表中选择')).toBeVisible();
  await expectAccessible(page, 'the invoice title form');
});

test('flights: the search form, the list with its filter popup, a flight’s detail', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/air');
  await expect(page.getByTestId('from-city')).toBeVisible();
  await expectAccessible(page, 'the flight search /air');

  const list = new URLSearchParams({
    route_type: '1',
    start_city_code: 'BJS',
    start_city_name: '北京',
    end_city_code: 'SHA',
    end_city_name: '上海',
    date: addDays(todayInShanghai(), 1),
  });
  await page.goto(`/air/airList?${list.toString()}`);
  await expect(page.getByTestId('flight-card').first()).toBeVisible();
  await expectAccessible(page, 'the flight list /air/airList');
  await page.getByRole('button', { name: /筛选/ }).click();
  await expect(page.getByRole('region', { name: '航空公司' })).toBeVisible();
  await expectAccessible(page, 'the flight list’s filter popup');
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page.getByRole('region', { name: '航空公司' })).toBeHidden();

  await page.getByTestId('flight-card').first().click();
  await expect(page).toHaveURL(/\/air\/airDetail\?/);
  await expect(page.getByTestId('fare').first()).toBeVisible();
  await expectAccessible(page, 'the flight detail /air/airDetail');
});

test('booking: a member books a flight for a new traveller, then the pay page', async ({ page, request }) => {
  test.setTimeout(180_000);
  await loginFreshMember(page, request);
  const [fareId] = await faresOn(page, addDays(todayInShanghai(), 1));
  expect(fareId, 'a flight PEK → SHA tomorrow with seats').toBeTruthy();
  await page.goto(`/subscribe/air?fare_ids=${fareId}`);
  await page.getByRole('button', { name: /新增乘机人/ }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\/addguest\?/);
  await page.getByPlaceholder('与证件上的中文姓名一致').fill('张三');
  await page.getByPlaceholder('请输入身份证号码').fill(mainlandId(AREA, '1990-01-01', 2));
  await expectAccessible(page, 'the booking’s new traveller /subscribe/air/addguest');
  await page.getByRole('button', { name: '保存并选为乘机人' }).click();
  await expect(page).toHaveURL(/\/subscribe\/air\?fare_ids=/);
  await expect(page.getByTestId('passenger')).toHaveCount(1);
  await expect(page.getByTestId('booking-total')).toHaveText(/^¥\d/);
  // The contact's name typed and still focused: its clear button shows.
  await page.getByPlaceholder('请输入联系人中文姓名').fill('张三');
  await expect(page.getByRole('button', { name: '清除' })).toBeVisible();
  await expectAccessible(page, 'the booking /subscribe/air (a traveller chosen, a field focused)');

  await page.locator('.sf-bk-agree .adm-checkbox').click();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/subscribe\/pay\?orderNo=\w+/);
  await expect(page.getByTestId('pay-countdown')).toBeVisible();
  await expectAccessible(page, 'the pay page /subscribe/pay');
});

test('flight orders: the list, a detail unpaid and paid, refund and change', async ({ page, request }) => {
  test.setTimeout(180_000);
  const mobile = await loginFreshMember(page, request);
  const traveller = await createTraveller(page, '王五', mainlandId(AREA, '1985-06-07', 3));
  const [fareId] = await faresOn(page, addDays(todayInShanghai(), 2));
  expect(fareId, 'a flight PEK → SHA in two days with seats').toBeTruthy();
  const orderNo = await bookFlight(page, fareId!, [traveller], mobile);

  await page.goto('/myOrder/allorder?ProStatusType=999&ProStatus=全部订单');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expectAccessible(page, 'the order list /myOrder/allorder');

  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('待支付');
  await expectAccessible(page, 'a flight order’s detail, unpaid');

  await payAtCashier(page, orderNo);
  await expectAccessible(page, 'the paid result /subscribe/paySuccess');
  await page.goto(`/myOrder/airOrder/detail?orderNo=${orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('已出票');
  await expectAccessible(page, 'a flight order’s detail, ticketed');

  await page.getByRole('button', { name: '退票' }).click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/refund\?orderNo=/);
  await expect(page.getByTestId('refund-rule')).toBeVisible();
  await page.locator('.sf-fo-picker').getByText('王五').click();
  await expectAccessible(page, 'the refund /myOrder/airOrder/refund');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/myOrder\/airOrder\/airRefund\?/);
  await expect(page.getByTestId('refund-quote')).toContainText(/退票手续费/);
  await expectAccessible(page, 'the refund application /myOrder/airOrder/airRefund');

  await page.goto(`/myOrder/airOrder/airChange?orderNo=${orderNo}`);
  await expect(page.getByText('已选 1 人')).toBeVisible();
  await expectAccessible(page, 'the change /myOrder/airOrder/airChange');
});
