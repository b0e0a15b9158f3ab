import { expect, test, type APIRequestContext } from '@playwright/test';
import { closeNotice, LEGACY_DEV, scrollHomeToEnd } from './helpers.ts';

/** The stand-in's dev fault switch (legacy CONTRACT "Fault switch"). */
const FAULTS = `${LEGACY_DEV}/__dev/fault`;

async function breakUpstream(request: APIRequestContext, path: string) {
  const res = await request.post(FAULTS, { data: { path, flag: 5000 } });
  expect(res.ok(), `fault switch for ${path}`).toBe(true);
}

async function clearFaults(request: APIRequestContext) {
  await request.delete(FAULTS);
}

/** The notice advert pops up on a first visit; close it to use the page behind. */
test.afterEach(async ({ request }) => clearFaults(request));

test('the home shows banners, the menu, floors, the weather and the local city', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('悠游旅行');
  // No position in this browser: the spec's default city.
  await expect(page.getByTestId('home-city')).toHaveText('北京');
  await closeNotice(page);

  const banners = page.getByRole('region', { name: '精选推荐' });
  await expect(banners.getByRole('img').first()).toBeVisible();
  await expect(banners.getByRole('link', { name: '云南大理丽江6日游' }).first()).toHaveAttribute(
    'href',
    /^\/team\/detail\?id=2001/,
  );

  const menu = page.getByRole('navigation', { name: '全部频道' });
  for (const name of ['机票', '酒店', '火车票', '门票', '跟团游', '签证', '邮轮', '乡村好物']) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: '机票' })).toHaveAttribute('href', '/air');
  await expect(menu.locator('.sf-home-menu__item')).toHaveCount(15);

  await scrollHomeToEnd(page);
  await expect(page.getByRole('heading', { name: '跟团游 · 当季精选' })).toBeVisible();
  expect(await page.getByTestId('floor').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('weather')).toContainText('北京');
  await expect(page.getByRole('heading', { name: '北京热门酒店' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '热门目的地' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '人气好店' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '主题活动' })).toBeVisible();
});

test('the notice advert shows once per advert, its picture fetched with the app on the first visit', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  // The still first paint's boot script asked for the advert's picture beside the app's scripts.
  const picture = await page.getByRole('dialog').locator('img.sf-notice__image').getAttribute('src');
  expect(picture).toMatch(/^\/media\/notice\//);
  await expect(page.locator(`head link[rel="preload"][as="image"][href="${picture}"]`)).toHaveCount(1);
  await closeNotice(page);

  const served = page.waitForResponse((res) => new URL(res.url()).pathname === '/' && res.request().isNavigationRequest());
  await page.reload();
  // The same boot script, but this device has seen the advert: no picture is fetched for it.
  expect(await (await served).text()).toContain("n.as='image'");
  await expect(page.getByRole('navigation', { name: '全部频道' }).getByRole('link', { name: '机票' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
});

test("a first visit paints the server's still picture of the top, which the home replaces", async ({ page, request }) => {
  // The HTML itself carries the header and the first banner, and starts the app once they painted.
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<div id="sf-first-paint"[^]*<img class="sf-img"[^>]* src="\/media\/banner\//);
  expect(html).not.toMatch(/<script type="module"[^>]*src="\/assets\/index-/);

  await page.goto('/');
  const still = page.locator('#sf-first-paint');
  // The app starts and draws the home beneath; the still picture goes once the home has its content.
  await expect(page.getByRole('navigation', { name: '全部频道' })).toBeVisible();
  await expect(still).toHaveCount(0);
  await closeNotice(page);
  await page.getByRole('navigation', { name: '全部频道' }).getByRole('link', { name: '机票' }).click();
  await expect(page).toHaveURL(/\/air$/);
});

test('the home still works when the weather upstream fails', async ({ page, request }) => {
  await breakUpstream(request, '/api/geo/weather');
  await page.goto('/');
  await closeNotice(page);
  await expect(page.getByRole('navigation', { name: '全部频道' }).getByRole('link', { name: '机票' })).toBeVisible();
  await scrollHomeToEnd(page);
  await expect(page.getByRole('heading', { name: '跟团游 · 当季精选' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '北京热门酒店' })).toBeVisible();
  await expect(page.getByTestId('weather')).toHaveCount(0);
  await expect(page.getByTestId('weather-failed')).toContainText('天气暂时获取不到');

  // Once the upstream is back, the small retry brings the weather in without reloading the page.
  await clearFaults(request);
  await page.getByTestId('weather-failed').getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('weather')).toContainText('北京');
});

test('the city switcher changes the city the home shows', async ({ page }) => {
  await page.goto('/');
  await closeNotice(page);
  await page.getByRole('link', { name: /切换城市/ }).click();
  await expect(page).toHaveURL(/\/public\/citytab$/);
  await expect(page).toHaveTitle('选择城市');
  await expect(page.getByText('热门城市')).toBeVisible();

  await page.getByRole('button', { name: '上海', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('home-city')).toHaveText('上海');
  await scrollHomeToEnd(page);
  await expect(page.getByRole('heading', { name: '上海热门酒店' })).toBeVisible();
  await expect(page.getByTestId('weather')).toContainText('上海');

  // The choice persists across visits.
  await page.reload();
  await expect(page.getByTestId('home-city')).toHaveText('上海');
});

test('the city switcher finds a city by pinyin', async ({ page }) => {
  await page.goto('/public/citytab');
  await page.getByPlaceholder('输入城市名、拼音或首字母').fill('hangzhou');
  await expect(page.getByText('浙江省')).toBeVisible();
  await page.getByLabel('搜索结果').getByText('杭州').click();
  // Opened directly, without app history: back goes to the home.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByTestId('home-city')).toHaveText('杭州');
});

test('linecity on the landing URL chooses the city', async ({ page }) => {
  await page.goto(`/?linecity=${encodeURIComponent('广州')}`);
  await expect(page.getByTestId('home-city')).toHaveText('广州');
  await closeNotice(page);
  await scrollHomeToEnd(page);
  await expect(page.getByRole('heading', { name: '广州热门酒店' })).toBeVisible();
});

test.describe('with the position allowed', () => {
  test.use({ geolocation: { longitude: 121.4737, latitude: 31.2304 }, permissions: ['geolocation'] });

  test('the home names the city the shopper is in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-city')).toHaveText('上海');
    await expect(page.getByTestId('weather')).toContainText('上海');
  });
});
