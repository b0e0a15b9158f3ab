import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { todayInShanghai } from '@storefront/schema/dates';
import {
  acceptAgreement,
  addDays,
  loginFreshMember,
  mainlandId,
  randomArea,
  scrollHomeToEnd,
} from './helpers.ts';
import { blockingFindings, expectAccessible } from './a11y.ts';

// WCAG 2.1 A and AA with axe-core (a11y.ts) on the main pages of every product and the popups that
// matter. Pages a product's own journey already walks through are checked there, on the way
// (booking: the booking, pay and order list pages; after-sales: an order's detail, refund and
// change), rather than walked again here.

/** This file's travellers: people no other journey of the run books (one live booking per flight each). */
const AREA = randomArea();

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
