import { expect, test, type Page } from '@playwright/test';
import {
  closeNotice,
  endSessionAtBackend,
  hostAppToken,
  LEGACY_DEV,
  loginByPassword,
  sessionToken,
} from './helpers.ts';

/** A WeChat mini-program web-view on iOS (the `miniProgram` marker). */
const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN miniProgram';
const FAULTS = `${LEGACY_DEV}/__dev/fault`;
/** Screenshots for a human look, outside the repository. */
const SHOTS = process.env.SHELL_SHOTS_DIR ?? '/tmp/shots';

const tabBar = (page: Page) => page.locator('nav.sf-tabbar');

/** The home page's notice advert pops up on a first visit once its data is in; close it when it does. */
test.describe('in a browser', () => {
  test('the tab bar shows on / and /personal with the four tabs, and not on /login', async ({ page }) => {
    await page.goto('/personal');
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    for (const name of ['首页', '订单', '客服', '我的'])
      await expect(bar.getByText(name, { exact: true })).toBeVisible();
    // The bar covers nothing: the page keeps room for it at the bottom.
    const padding = await page
      .locator('.sf-app')
      .evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
    const height = (await bar.boundingBox())?.height ?? 0;
    expect(padding).toBeGreaterThanOrEqual(height - 1);
    await page.screenshot({ path: `${SHOTS}/tabbar-personal.png` });

    await bar.getByText('首页', { exact: true }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(tabBar(page)).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  });

  test('a page’s HTML names the shell’s code drawn beside it: the tab bar only where it shows', async ({
    request,
  }) => {
    // So the browser fetches it with the entry, and Vite's loader adds no links during the first render.
    const html = async (path: string) => (await request.get(path)).text();
    const personal = await html('/personal');
    expect(personal).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/TabBar-[\w-]+\.js">/);
    // Its own styles are in the entry's stylesheet (shell.css); the badge's come with its chunk.
    expect(personal).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/badge-[\w-]+\.css">/);
    expect(personal).toMatch(/href="\/assets\/SessionCheck-[\w-]+\.js"/);
    const login = await html('/login');
    expect(login).toMatch(/href="\/assets\/SessionCheck-[\w-]+\.js"/);
    expect(login).not.toMatch(/TabBar-/);
  });

  test('the scripts every page runs at start carry V8’s compile hint, a page’s own chunk does not', async ({
    request,
  }) => {
    // web/src/build/compileHints.ts; the entry is the chunk Vite's own passes rewrite last.
    const html = await (await request.get('/login')).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/index-[\w-]+\.js)">/.exec(html)?.[1];
    const apollo = /href="(\/assets\/apollo-[\w-]+\.js)"/.exec(html)?.[1];
    const page = /href="(\/assets\/login-[\w-]+\.js)"/.exec(html)?.[1];
    for (const path of [entry, apollo, page]) expect(path).toBeTruthy();
    const start = async (path: string) => (await (await request.get(path)).text()).slice(0, 40);
    expect(await start(entry!)).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await start(apollo!)).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
    expect(await start(page!)).not.toContain('allFunctionsCalledOnLoad');
  });

  test('the orders tab opens the order list', async ({ page }) => {
    await page.goto('/personal');
    await tabBar(page).getByText('订单', { exact: true }).click();
    // Anonymous here: the list sends the visitor on to the login, which comes back to it afterwards.
    // (Matching the list's URL alone also matched the login's, whose redirect carries it.)
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(redirect).toMatch(/^\/myOrder\/allorder\?ProStatusType=999&ProStatus=/);
    expect(decodeURIComponent(redirect)).toContain('ProStatus=全部订单');
  });

  test('客服 opens the customer-service popup with the phone line', async ({ page }) => {
    await page.goto('/personal');
    await tabBar(page).getByText('客服', { exact: true }).click();
    const phone = page.locator('a[href="tel:400-850-1666"]');
    await expect(phone).toBeVisible();
    await expect(page.getByText('在线客服')).toBeVisible();
    await expect(page).toHaveURL(/\/personal$/);
    await page.waitForTimeout(400); // let the slide-in finish for the picture
    await page.screenshot({ path: `${SHOTS}/service-popup.png` });
    await page.getByRole('button', { name: '取消' }).click();
    await expect(phone).toBeHidden();
  });

  test('在线客服 asks an anonymous visitor to log in, and opens the signed chat for a member', async ({
    page,
  }) => {
    await page.goto('/personal');
    await tabBar(page).getByText('客服', { exact: true }).click();
    await page.getByText('在线客服').click();
    await expect(page).toHaveURL(/\/login\?redirect=\/personal$/);

    await loginByPassword(page, '13800138000', 'Demo1234');
    await expect(page).toHaveURL(/\/personal$/);
    await tabBar(page).getByText('客服', { exact: true }).click();
    await page.getByText('在线客服').click();
    // The stand-in's chat page verifies the gateway's signature before greeting the member.
    await expect(page).toHaveURL(/\/app\/kefu\/chat\?/);
    await expect(page.getByTestId('chat-member')).toHaveText('13800138000');
  });

  test('when the tab-bar config fails, the server’s message is shown and the built-in tabs are used', async ({
    page,
    request,
  }) => {
    const fault = await request.post(FAULTS, {
      data: { path: '/app/tabbar', flag: 3101, msg: '导航配置维护中' },
    });
    expect(fault.ok()).toBe(true);
    try {
      await page.goto('/personal');
      await expect(page.getByText('导航配置维护中')).toBeVisible();
      const bar = tabBar(page);
      for (const name of ['首页', '订单', '客服', '我的'])
        await expect(bar.getByText(name, { exact: true })).toBeVisible();
    } finally {
      await request.delete(FAULTS);
    }
  });

  test('the page body is at most 640px wide and centred, the tab bar with it', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/personal');
    const body = await page.locator('.sf-app').boundingBox();
    expect(body?.width).toBe(640);
    expect(Math.round(body?.x ?? 0)).toBe((1024 - 640) / 2);
    const bar = await tabBar(page).boundingBox();
    expect(Math.round(bar?.width ?? 0)).toBe(640);
    expect(Math.round(bar?.x ?? 0)).toBe((1024 - 640) / 2);
  });

  test('an unknown route shows the 404 text under 提示', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404，页面无法显示了')).toBeVisible();
    await expect(page.locator('.adm-nav-bar-title')).toHaveText('提示');
    await expect(tabBar(page)).toHaveCount(0);
  });

  test('the open-app banner launches nothing by itself, closes, and stays closed after a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await closeNotice(page);
    const banner = page.getByRole('region', { name: '打开APP' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText('打开悠游旅行APP')).toBeVisible();
    await expect(banner.getByText('更多精彩等着你')).toBeVisible();
    await expect(banner.getByRole('button', { name: '立即打开' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/banner-home.png` });

    await banner.getByRole('button', { name: '关闭' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.sf-app')).toBeVisible();
    await expect(page.getByRole('region', { name: '打开APP' })).toHaveCount(0);
  });

  test('立即打开 on Android falls back to the download page when the app does not open', async ({ page }) => {
    await page.goto('/');
    await closeNotice(page);
    // The scheme goes to a hidden frame; with no app installed, the page stays and moves on.
    await page.getByRole('button', { name: '立即打开' }).click();
    await expect(page).toHaveURL(/\/download$/, { timeout: 5000 });
    await expect(page).toHaveTitle('下载悠游旅行APP');
    await expect(page.getByRole('link', { name: /安卓版下载/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/download.png` });
  });

  test('a slow request shows the progress bar and the loading overlay', async ({ page, request }) => {
    // Slow the home page's banners down (the rest of the page answers at once).
    await request.post(FAULTS, { data: { path: '/api/home/banner', delayMs: 1500 } });
    try {
      await page.goto('/');
      const bar = page.locator('.sf-progress');
      await expect(bar).toHaveClass(/sf-progress--visible/);
      await expect(page.getByText('拼命加载中...')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/loading.png` });
      await expect(bar).not.toHaveClass(/sf-progress--visible/, { timeout: 5000 });
      await expect(page.getByText('拼命加载中...')).toBeHidden();

      // The red bar on failure lasts only while the bar finishes (0.3 s): too short a window to
      // assert in a browser without depending on timing; progress.test.ts covers it with fake timers.
    } finally {
      await request.delete(FAULTS);
    }
  });

  test('page titles follow spec §2.3', async ({ page }) => {
    const cases: Array<[string, string]> = [
      ['/agreement', '用户协议'],
      ['/talkTip', '温馨提示'],
      ['/webview/agreement_liantong', '中国联通认证服务协议'],
      ['/air/airDetail?start_city_name=北京&end_city_name=上海&route_type=1', '北京→上海'],
      ['/team/list?keywordSearch=云南', '云南'],
      ['/subscribe/contracts?type=4', '邮轮合同'],
      ['/farmer/list', '乡村好物商城'],
      ['/no/such/page', '悠游旅行'],
    ];
    for (const [path, title] of cases) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
    await page.goto('/talkTip');
    await expect(page.getByText('点击右上角的')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/talktip.png` });
    await page.goto('/agreement');
    await expect(page.getByRole('heading', { name: '悠游旅行用户服务协议' })).toBeVisible();
    await page.goto('/webview/agreement_yidong');
    await expect(page.getByRole('heading', { name: '中国移动认证服务条款' })).toBeVisible();
  });

  test('an ended session on a page without member data of its own still goes to /login (login on load)', async ({
    page,
    request,
  }) => {
    // /agreement itself asks for nothing.
    await page.goto('/login?redirect=/agreement');
    await loginByPassword(page, '13800138000', 'Demo1234');
    await expect(page).toHaveURL(/\/agreement$/);
    await page.waitForLoadState('networkidle');
    await endSessionAtBackend(request, (await sessionToken(page))!);
    await page.reload();
    await expect(page).toHaveURL(/\/login\?redirect=\/agreement$/);
  });

  test('a token in the URL logs nobody in: a browser is no host that hands sessions over (login CSRF)', async ({
    page,
    request,
  }) => {
    const token = await hostAppToken(request, '13800138000', 'Demo1234');
    await page.goto(`/personal?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect(await sessionToken(page)).toBeUndefined();
  });
});

test.describe('inside a mini-program', () => {
  test.use({ userAgent: MINI_PROGRAM_UA });

  test('no tab bar, no banner, and the 404 page has no header', async ({ page }) => {
    await page.goto('/personal');
    await expect(page.locator('.sf-app')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(tabBar(page)).toHaveCount(0);

    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: '打开APP' })).toHaveCount(0);

    await page.goto('/no/such/page');
    await expect(page.getByText('404，页面无法显示了')).toBeVisible();
    await expect(page.locator('.adm-nav-bar')).toHaveCount(0);
  });

  test('requests say they come from a mini-program, and failures are posted to the host', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const posted: unknown[] = [];
      (window as unknown as { __posted: unknown[] }).__posted = posted;
      (window as unknown as { wx: unknown }).wx = {
        miniProgram: { postMessage: (m: unknown) => posted.push(m) },
      };
    });
    const kinds: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) kinds.push(r.headers()['x-client-kind'] ?? '');
    });
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [{ message: '服务繁忙', extensions: { code: 'UPSTREAM_ERROR' } }],
        }),
      }),
    );
    await page.goto('/personal');
    await expect.poll(() => kinds.length).toBeGreaterThan(0);
    expect(kinds.every((k) => k === 'mp')).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted.length))
      .toBeGreaterThan(0);
    const first = await page.evaluate(
      () => (window as unknown as { __posted: Array<{ data: unknown }> }).__posted[0],
    );
    expect(first?.data).toMatchObject({
      error: expect.stringContaining('服务繁忙'),
      time: expect.any(String),
    });
  });

  test('the mini-program flag on the landing URL is kept for the visit', async ({ browser }) => {
    // A plain phone browser, marked only by the query flag.
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/personal?isMiniProgram=1');
    await page.waitForLoadState('networkidle');
    await expect(tabBar(page)).toHaveCount(0);
    await page.goto('/personal');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.sf-app')).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    await context.close();
  });

  test('an ended session does not send the visitor to the storefront login', async ({ page, request }) => {
    // The mini-program's own session handoff (spec §4): the token comes in the URL.
    const token = await hostAppToken(request, '13800138000', 'Demo1234');
    await page.goto(`/personal?token=${encodeURIComponent(token)}`);
    await expect(page).toHaveURL(/\/personal$/);
    await page.waitForLoadState('networkidle');
    // The web's session is one of its own, traded for the handed token: that is the one to end.
    const session = await sessionToken(page);
    expect(session).toBeDefined();
    expect(session).not.toBe(token);
    await endSessionAtBackend(request, session!);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/personal$/);
  });

  test('a handed session of another member replaces the current one only when the shopper agrees', async ({
    page,
    request,
  }) => {
    // A seeded member whose password no other journey changes (personal.spec changes 背包客小李's).
    await page.goto('/login?redirect=/personal');
    await loginByPassword(page, '13700137000', 'Demo3456');
    await expect(page.getByTestId('nickname')).toHaveText('吃货小张');

    const token = await hostAppToken(request, '13800138000', 'Demo1234');
    await page.goto(`/personal?token=${encodeURIComponent(token)}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('137****7000');
    await dialog.getByRole('button', { name: '保留当前账号' }).click();
    await expect(page.getByTestId('nickname')).toHaveText('吃货小张');
    expect(new URL(page.url()).search).toBe('');

    // Declining spent nothing: opened from the host again, the shopper switches.
    await page.goto(`/personal?token=${encodeURIComponent(token)}`);
    await page.getByRole('dialog').getByRole('button', { name: '切换' }).click();
    await expect(page.getByTestId('nickname')).toHaveText('旅行家小王');
  });
});
