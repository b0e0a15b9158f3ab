// The home's still first paint: the HTML it makes, where its banner comes from, and `/` serving it.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { FIRST_PAINT_FILE, FIRST_PAINT_SLOTS, type FirstPaintPages } from '@storefront/schema/firstPaint';
import { fillFirstPaint, firstBannerSource, loadFirstPaintPages } from '../src/http/firstPaint.ts';
import { createGateway, type Gateway } from '../src/server.ts';
import type { UpstreamClient } from '../src/upstream/index.ts';
import { startStack, type Stack } from './harness.ts';

// The build's pages for `/` (web/dist/first-paint.json) as the gateway sees them: markers where the
// live values go. What they draw is the web's (web/src/build/firstPaint.test.tsx); here only the filling.
const ENTRY = '<script type="module" crossorigin src="/assets/index-Ab12.js"></script>';
const INDEX = `<!doctype html><html><head><title>悠游旅行</title>\n    ${ENTRY}\n  </head><body><div id="root"></div></body></html>`;
const still = (bar: string) =>
  `<div id="still" data-notice-id="${FIRST_PAINT_SLOTS.noticeId}" data-notice-image="${FIRST_PAINT_SLOTS.noticeImage}">${bar}` +
  `<link rel="preload" as="image" href="${FIRST_PAINT_SLOTS.bannerImage}"><img src="${FIRST_PAINT_SLOTS.bannerImage}" alt="${FIRST_PAINT_SLOTS.bannerTitle}"></div>`;
const PAGE = (bar: string) =>
  `<!doctype html><html><head><title>悠游旅行</title></head><body><div id="root"></div>${still(bar)}<script>boot()</script></body></html>`;
const PAGES: FirstPaintPages = { withOpenAppBar: PAGE('<i>bar</i>'), plain: PAGE('') };
const banner = { image: '/media/banner/%E4%BA%91.svg', title: '云南大理丽江6日游' };

describe('fillFirstPaint', () => {
  it('puts the banner in every place the build marked, with or without the open-app bar', () => {
    const html = fillFirstPaint(PAGES, banner, { openAppBanner: true })!;
    expect(html).toContain('<i>bar</i>');
    expect(html).toContain('href="/media/banner/%E4%BA%91.svg"><img src="/media/banner/%E4%BA%91.svg" alt="云南大理丽江6日游"');
    expect(html).toContain('data-notice-id="" data-notice-image=""');
    for (const slot of Object.values(FIRST_PAINT_SLOTS)) expect(html).not.toContain(slot);
    expect(fillFirstPaint(PAGES, banner, { openAppBanner: false })).not.toContain('<i>bar</i>');
  });

  it('escapes what the backend wrote and takes pictures from our media path only', () => {
    const html = fillFirstPaint(
      PAGES,
      { image: banner.image, title: '"><script>alert(1)</script>' },
      { openAppBanner: true },
    )!;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('alt="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    for (const image of ['https://evil.example/a.png', '/media/a.svg" onerror="x', 'javascript:alert(1)']) {
      expect(fillFirstPaint(PAGES, { image, title: 't' }, { openAppBanner: true })).toBeNull();
    }
  });

  it('carries the live notice advert only when its id and picture are ones the still can carry', () => {
    const notice = { id: '3', image: '/media/notice/%E6%96%B0.svg' };
    expect(fillFirstPaint(PAGES, { ...banner, notice }, { openAppBanner: true })).toContain(
      'data-notice-id="3" data-notice-image="/media/notice/%E6%96%B0.svg"',
    );
    for (const bad of [
      { id: '3"+alert(1)+"', image: notice.image },
      { id: '3', image: 'https://evil.example/n.png' },
      { id: '3', image: '/media/notice/a.svg"</script>' },
    ]) {
      expect(fillFirstPaint(PAGES, { ...banner, notice: bad }, { openAppBanner: true })).toContain(
        'data-notice-id="" data-notice-image=""',
      );
    }
  });
});

describe('loadFirstPaintPages', () => {
  it('reads the pages the build wrote, and none that lack a marker or are missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'web-dist-pages-'));
    expect(loadFirstPaintPages(dir)).toBeNull();
    writeFileSync(join(dir, FIRST_PAINT_FILE), JSON.stringify(PAGES));
    expect(loadFirstPaintPages(dir)).toEqual(PAGES);
    writeFileSync(
      join(dir, FIRST_PAINT_FILE),
      JSON.stringify({ ...PAGES, plain: PAGES.plain.replace(FIRST_PAINT_SLOTS.bannerTitle, '') }),
    );
    expect(loadFirstPaintPages(dir)).toBeNull();
  });
});

/** An upstream client whose home-banner and notice answers the test controls, counting the calls. */
function fakeClient(
  answer: () => Promise<unknown>,
  notice: () => Promise<unknown> = async () => ({ notice: null }),
) {
  const calls: string[] = [];
  const client = {
    call: (
      endpoint: { path: string },
      params: Record<string, unknown>,
      session: { kind: string; token?: string },
    ) => {
      calls.push(
        `${endpoint.path} ${JSON.stringify(params)} ${session.kind} ${session.token ?? 'anonymous'}`,
      );
      return endpoint.path === '/home/notice' ? notice() : answer();
    },
  } as unknown as UpstreamClient;
  return { client, calls };
}

describe('firstBannerSource', () => {
  const list = { list: [{ id: 1, title: '云南', image: '/api/media/banner/a.svg', link: { type: 0 } }] };
  const first = { image: '/media/banner/a.svg', title: '云南', notice: null };

  it('asks the backend anonymously for the home banners once a minute, the first one as a media path', async () => {
    let now = 0;
    const { client, calls } = fakeClient(async () => list);
    const source = firstBannerSource(client, { now: () => now });
    expect(await source.get()).toEqual(first);
    now = 59_000;
    await source.get();
    expect(calls).toEqual(['/home/banner {"position":"home"} H5 anonymous', '/home/notice {} H5 anonymous']);
    now = 61_000;
    // Past the minute: the kept banner serves this visit while a fresh one is fetched.
    expect(await source.get()).toEqual(first);
    expect(calls).toHaveLength(4);
  });

  it('brings the live notice advert along, and leaves it out when its answer fails', async () => {
    const notice = { id: 7, title: '新人礼包', image: '/api/media/notice/n.svg', link: { type: 0 } };
    const { client } = fakeClient(
      async () => list,
      async () => ({ notice }),
    );
    expect(await firstBannerSource(client).get()).toEqual({
      ...first,
      notice: { id: '7', image: '/media/notice/n.svg' },
    });
    const failing = fakeClient(
      async () => list,
      async () => {
        throw new Error('502');
      },
    );
    expect(await firstBannerSource(failing.client).get()).toEqual(first);
  });

  it('never keeps a visit waiting longer than its wait, and has the banner for the next one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { client } = fakeClient(async () => {
      await gate;
      return list;
    });
    const source = firstBannerSource(client, { waitMs: 20 });
    expect(await source.get()).toBeNull();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await source.get()).toEqual(first);
  });

  it('serves no picture when the backend fails, and asks again only after a pause', async () => {
    let now = 0;
    const { client, calls } = fakeClient(async () => {
      throw new Error('502');
    });
    const source = firstBannerSource(client, { now: () => now });
    expect(await source.get()).toBeNull();
    now = 4_000;
    expect(await source.get()).toBeNull();
    expect(calls).toHaveLength(2);
    now = 6_000;
    await source.get();
    expect(calls).toHaveLength(4);
  });
});

describe('/ with the still picture', () => {
  let stack: Stack;
  const gateways: Gateway[] = [];
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-first-paint-'));

  beforeAll(async () => {
    stack = await startStack();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, FIRST_PAINT_FILE), JSON.stringify(PAGES));
  });
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await stack.close();
  });

  const start = async (env: Record<string, string> = {}) => {
    const gateway = await createGateway(
      loadConfig({ NODE_ENV: 'test', LEGACY_URL: stack.legacyUrl, WEB_DIST: dist, ...env }),
    );
    gateways.push(gateway);
    return gateway;
  };

  it("carries the stand-in's first home banner, and other paths are served as built", async () => {
    const gateway = await start();
    // The gateway asks for the banner as it starts; a visit before the answer gets index.html as built.
    const home = await vi.waitFor(
      async () => {
        const res = await gateway.app.inject({ url: '/', headers: { accept: 'text/html' } });
        if (!res.body.includes('id="still"')) throw new Error('no still picture yet');
        return res;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toMatch(/<img src="\/media\/banner\/[^"]+" alt="云南大理丽江6日游"/);
    expect(home.body).not.toContain(ENTRY);
    // The stand-in's live notice advert, for the still's script to fetch with the app's scripts.
    expect(home.body).toMatch(/data-notice-id="\w+" data-notice-image="\/media\/notice\/[^"]+\.svg"/);
    const other = await gateway.app.inject({ url: '/personal', headers: { accept: 'text/html' } });
    expect(other.body).toContain(ENTRY);
    expect(other.body).not.toContain('id="still"');

    // Neither may be framed by another site; the still's boot script is allowed by its hash alone.
    for (const page of [home, other]) {
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
    const boot = /<script>([\s\S]*?)<\/script>/.exec(home.body)![1]!;
    const hash = createHash('sha256').update(boot, 'utf8').digest('base64');
    expect(String(home.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(String(other.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });

  it('draws the open-app banner only for hosts where the app shows it', async () => {
    const gateway = await start();
    const still = async (url: string, userAgent: string) => {
      const html = await vi.waitFor(async () => {
        const res = await gateway.app.inject({
          url,
          headers: { accept: 'text/html', 'user-agent': userAgent },
        });
        if (!res.body.includes('id="still"')) throw new Error('no still picture yet');
        return res.body;
      });
      return html.includes('<i>bar</i>');
    };
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(await still('/', phone)).toBe(true);
    expect(await still('/', `${phone} MicroMessenger/8.0.40`)).toBe(true);
    expect(await still('/', `${phone} YoyoTrip/3.8.0`)).toBe(false);
    expect(await still('/', `${phone} MicroMessenger/8.0.40 miniProgram`)).toBe(false);
    expect(await still('/?isMiniProgram=1', phone)).toBe(false);
  });

  it('is off with FIRST_PAINT=0', async () => {
    const gateway = await start({ FIRST_PAINT: '0' });
    const home = await gateway.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.body).toContain(ENTRY);
    expect(home.body).not.toContain('id="still"');
  });
});
