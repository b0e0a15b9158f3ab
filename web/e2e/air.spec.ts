import { expect, test, type Page } from '@playwright/test';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { LEGACY_DEV } from './helpers.ts';

/** Screenshots for a human look, outside the repository. */
const SHOTS = process.env.AIR_SHOTS_DIR ?? '/tmp/shots/air';
const FAULTS = `${LEGACY_DEV}/__dev/fault`;

/** A date `days` after today in Asia/Shanghai, as the pages and the stand-in count days. */
function shanghaiDate(days: number): string {
  return addDays(todayInShanghai(), days);
}

const cards = (page: Page) => page.getByTestId('flight-card');

/** The prices the list shows, in fen, in list order. */
async function listedPrices(page: Page): Promise<number[]> {
  const values = await page
    .getByTestId('flight-price')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-fen')));
  return values.map(Number);
}

/** Taps a day of the low-price calendar (the price under it carries the date). */
async function pickCalendarDay(page: Page, date: string) {
  await page.locator(`.adm-calendar-picker-view-cell:has([data-date="${date}"])`).click();
}

/**
 * Booking opens `target` (the booking page asks a visitor to log in first and comes back to it, so
 * the booking URL is either the page's or the login's `redirect`).
 */
async function expectBooking(page: Page, target: RegExp) {
  await page.waitForURL(/\/subscribe\/|\/login\?redirect=/);
  const url = new URL(page.url());
  const booking =
    url.pathname === '/login' ? (url.searchParams.get('redirect') ?? '') : url.pathname + url.search;
  expect(booking).toMatch(target);
}

test.afterEach(async ({ request }) => {
  await request.delete(FAULTS);
});

test('a one-way domestic search: cities, calendar, list, filters, sort and the cheapest flight’s fares', async ({
  page,
}) => {
  const tomorrow = shanghaiDate(1);
  await page.goto('/air');
  await expect(page).toHaveTitle('机票');
  await page.screenshot({ path: `${SHOTS}/air.png` });

  // Swapped first (上海 → 北京), then departure from the hot cities and arrival by search.
  await page.getByRole('button', { name: '交换出发和到达城市' }).click();
  await expect(page.getByTestId('from-city')).toContainText('上海');
  await page.getByTestId('from-city').click();
  await expect(page).toHaveURL(/\/air\/airCitytab\?type=start$/);
  await expect(page.getByText('热门城市')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/airCitytab.png` });
  await page.getByRole('button', { name: '北京', exact: true }).first().click();
  await expect(page).toHaveURL(/\/air$/);
  await expect(page.getByTestId('from-city')).toContainText('北京');

  await page.getByTestId('to-city').click();
  await page.getByPlaceholder('输入城市名、拼音或机场三字码').fill('shanghai');
  await page.getByLabel('搜索结果').getByText('虹桥(SHA) · 浦东(PVG)').click();
  await expect(page).toHaveURL(/\/air$/);
  await expect(page.getByTestId('to-city')).toContainText('上海');

  // Tomorrow on the low-price calendar, with prices under the days.
  await page.getByTestId('dates').click();
  await expect(page).toHaveURL(/\/air\/calendar$/);
  await expect(page.locator(`[data-date="${tomorrow}"]`)).toHaveText(/^¥\d+/);
  await page.screenshot({ path: `${SHOTS}/calendar.png` });
  await pickCalendarDay(page, tomorrow);
  await expect(page).toHaveURL(/\/air$/);
  await expect(page.getByTestId('dates')).toContainText('明天');

  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/air\/airList\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('start_city_code')).toBe('BJS');
  expect(url.searchParams.get('end_city_code')).toBe('SHA');
  expect(url.searchParams.get('date')).toBe(tomorrow);
  await expect(page).toHaveTitle('国内机票');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('flight-price').first()).toHaveText(/^¥\d+/);
  expect(await cards(page).count()).toBeGreaterThan(3);
  await page.screenshot({ path: `${SHOTS}/airList.png` });

  await page.getByRole('button', { name: '只看直飞' }).click();
  await expect(page).toHaveURL(/direct=1/);
  await expect(cards(page).filter({ hasText: '经停' })).toHaveCount(0);
  await page.getByRole('button', { name: '价格低→高' }).click();
  await expect(page).toHaveURL(/sort=price/);
  const prices = await listedPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The filters survive a reload: they live in the URL.
  const popupFetched = page.waitForResponse((res) => /\/assets\/FilterPopup-[\w-]+\.js$/.test(res.url()));
  await page.reload();
  await expect(page.getByRole('button', { name: '价格低→高' })).toHaveAttribute('aria-pressed', 'true');
  expect(await listedPrices(page)).toEqual(prices);

  // The filter popup's code is fetched while the list is idle, without a link per chunk it imports
  // (the browser fetches those itself); then the popup opens, styled: one airline.
  await popupFetched;
  expect(await page.locator('link[rel="modulepreload"][href*="/assets/popup-"]').count()).toBe(0);
  await page.getByRole('button', { name: /筛选/ }).click();
  const airlines = page.getByRole('region', { name: '航空公司' });
  await expect(airlines).toBeVisible();
  await expect(page.locator('.adm-popup-body')).toHaveCSS('position', 'fixed');
  await page.screenshot({ path: `${SHOTS}/airList-filters.png` });
  await airlines.getByText('国航', { exact: true }).click();
  await page.getByRole('button', { name: /^确定/ }).click();
  await expect(page).toHaveURL(/airline=CA/);
  await expect(cards(page).first()).toBeVisible();
  for (const label of await cards(page).evaluateAll((els) =>
    els.map((el) => el.getAttribute('aria-label') ?? ''),
  )) {
    expect(label).toMatch(/^国航CA/);
  }
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL(/airline=CA/);

  // The cheapest flight's detail: its fares by cabin.
  const cheapest = (await listedPrices(page))[0]!;
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/air\/airDetail\?.*flight_id=/);
  await expect(page).toHaveTitle('北京→上海');
  await expect(page.getByTestId('flight-summary')).toContainText('中国国际航空 CA');
  const fares = page.getByTestId('fare');
  await expect(fares.first()).toBeVisible();
  await expect(fares.first()).toContainText(`¥${cheapest / 100}`);
  await expect(fares.first()).toContainText(/仅剩\d张|充足/);
  await page.screenshot({ path: `${SHOTS}/airDetail.png` });
  await fares.first().getByRole('button', { name: '退改规则' }).click();
  await expect(page.getByRole('dialog', { name: '退改规则' })).toContainText('退票');
  await page.screenshot({ path: `${SHOTS}/airDetail-rules.png` });
  await page.getByRole('button', { name: '知道了' }).click();
  await page.getByText('公务舱/头等舱').click();
  await expect(fares.first()).toContainText(/公务舱|头等舱/);

  await page.getByText('经济舱', { exact: true }).first().click();
  await fares.first().getByRole('button', { name: /^预订/ }).click();
  await expectBooking(page, /^\/subscribe\/air\?fare_ids=CA\d+\.\d{4}-\d{2}-\d{2}\.[A-Z]&route_type=1&/);
});

test('an international search from the form: Beijing to Seoul with passengers', async ({ page }) => {
  await page.goto('/air');
  await page.getByText('国际/港澳台').click();
  await expect(page.getByTestId('to-city')).toContainText('首尔');
  await page.getByLabel('成人人数').locator('.adm-stepper-plus').click();
  await page.screenshot({ path: `${SHOTS}/air-international.png` });
  await page.getByRole('button', { name: '搜索' }).click();

  await expect(page).toHaveURL(/\/air\/intAirList\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('start_city_code')).toBe('PEK');
  expect(url.searchParams.get('end_city_code')).toBe('SEL');
  expect(url.searchParams.get('adult')).toBe('2');
  await expect(page).toHaveTitle('国际机票');
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).first()).toContainText(/仁川|金浦/);
  await expect(page.getByTestId('flight-price').first()).toHaveText(/^¥\d+/);
  await page.screenshot({ path: `${SHOTS}/intAirList.png` });

  await cards(page).first().click();
  await expect(page).toHaveURL(/\/air\/intAirDetail\?/);
  await expect(page).toHaveTitle('北京→首尔');
  await expect(page.getByTestId('fare').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/intAirDetail.png` });
  await page.getByTestId('fare').first().getByRole('button', { name: /^预订/ }).click();
  await expectBooking(page, /^\/subscribe\/intAir\?fare_ids=[^&,]+&.*&adult=2&child=0$/);

  // Back on the form, the search is remembered: the international tab, and the route among the recent ones.
  await page.goto('/air');
  await expect(page.getByTestId('to-city')).toContainText('首尔');
  await expect(
    page.getByRole('region', { name: '最近搜索' }).getByRole('button', { name: '北京 → 首尔' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/air-recent.png` });
});

test('the list’s calendar (airChooseOffer) changes the day of the same search', async ({ page }) => {
  const [start, later] = [shanghaiDate(2), shanghaiDate(6)];
  await page.goto(
    `/air/airList?route_type=1&start_city_code=BJS&start_city_name=${encodeURIComponent('北京')}` +
      `&end_city_code=SHA&end_city_name=${encodeURIComponent('上海')}&date=${start}&sort=price`,
  );
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: /日历/ }).click();
  await expect(page).toHaveURL(/\/air\/airChooseOffer\?/);
  await expect(page).toHaveTitle('选择日期');
  await expect(page.locator(`[data-date="${later}"]`)).toHaveText(/^¥\d+/);
  await page.screenshot({ path: `${SHOTS}/airChooseOffer.png` });
  await pickCalendarDay(page, later);

  await expect(page).toHaveURL(/\/air\/airList\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('date')).toBe(later);
  expect(url.searchParams.get('sort')).toBe('price');
  await expect(page.locator(`.sf-day-strip__day[data-date="${later}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page).first()).toBeVisible();
});

test('a round trip: outbound, then the way back, then one fare per leg', async ({ page }) => {
  await page.goto('/air');
  await page.getByRole('radio', { name: '往返' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\/air\/airList\?route_type=2&.*back_date=/);
  await expect(page.getByText('去程', { exact: false }).first()).toBeVisible();
  await cards(page).first().click();

  await expect(page).toHaveURL(/flight_id=/);
  await expect(page.getByTestId('chosen-outbound')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // The way back flies Shanghai to Beijing.
  await expect(page.locator('.sf-flight-title__route')).toHaveText('上海 → 北京');
  await page.screenshot({ path: `${SHOTS}/airList-return.png` });
  await cards(page).first().click();

  await expect(page).toHaveURL(/\/air\/airDetail\?.*back_flight_id=/);
  await expect(page).toHaveTitle('北京⇌上海');
  const [goFares, backFares] = [page.getByTestId('fares').nth(0), page.getByTestId('fares').nth(1)];
  await expect(page.getByRole('button', { name: '预订' })).toBeDisabled();
  await goFares.getByRole('button', { name: /^选择/ }).first().click();
  await backFares.getByRole('button', { name: /^选择/ }).first().click();
  await expect(page.getByTestId('round-trip-total')).toContainText('往返 ¥');
  await page.screenshot({ path: `${SHOTS}/airDetail-roundtrip.png` });
  await page.getByRole('button', { name: '预订' }).click();
  await expectBooking(page, /^\/subscribe\/air\?fare_ids=[^&,]+(,|%2C)[^&,]+&route_type=2&/);
});

test('a day without flights says so, and a failing search offers 重试', async ({ page, request }) => {
  const day = shanghaiDate(3);
  // Harbin and Lhasa have no line between them in the stand-in's network.
  await page.goto(
    `/air/airList?route_type=1&start_city_code=HRB&start_city_name=${encodeURIComponent('哈尔滨')}` +
      `&end_city_code=LXA&end_city_name=${encodeURIComponent('拉萨')}&date=${day}`,
  );
  await expect(page.getByText('该日期暂无航班，换个日期试试')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/airList-empty.png` });

  const res = await request.post(FAULTS, { data: { path: '/api/flight/search', flag: 5000 } });
  expect(res.ok()).toBe(true);
  await page.goto(
    `/air/airList?route_type=1&start_city_code=BJS&start_city_name=${encodeURIComponent('北京')}` +
      `&end_city_code=SHA&end_city_name=${encodeURIComponent('上海')}&date=${day}`,
  );
  await expect(page.getByText('航班加载失败')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/airList-error.png` });
  await request.delete(FAULTS);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(cards(page).first()).toBeVisible();
});

test('the list does not move when the flights replace the skeleton', async ({ page, request }) => {
  // A slowed search, so the skeleton is surely drawn first; then every layout shift is recorded.
  const res = await request.post(FAULTS, { data: { path: '/api/flight/search', delayMs: 800, times: 1 } });
  expect(res.ok()).toBe(true);
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node | null }[];
      }[])
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) => (s.node instanceof Element ? s.node.className : '')),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    await page.goto(
      `/air/airList?route_type=1&start_city_code=BJS&start_city_name=${encodeURIComponent('北京')}` +
        `&end_city_code=SHA&end_city_name=${encodeURIComponent('上海')}&date=${shanghaiDate(3)}`,
    );
    await expect(page.locator('.sf-flight-list__body [aria-busy="true"]')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    // Before the fix the count line's top margin moved the whole list body down 10 px (CLS 0.010).
    expect(shifts.flatMap((s) => s.sources)).not.toContain('sf-flight-list__body');
    expect(shifts.reduce((sum, s) => sum + s.value, 0)).toBeLessThan(0.001);
  } finally {
    await request.delete(FAULTS);
  }
});
