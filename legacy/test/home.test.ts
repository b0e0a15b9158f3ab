import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../src/db/seed/index.ts';
import { linkProblem, type BannerLink } from '../src/domains/home/links.ts';
import { call, startServer, type Answer, type TestServer } from './helpers.ts';

// Shapes as CONTRACT.md ("Home", "Shell") describes them.
interface Banner {
  id: number;
  title: string;
  image: string;
  link: BannerLink;
}
interface Card {
  id: number;
  title: string;
  subtitle: string;
  price_fen: number;
  market_price_fen: number;
  image: string;
  tags: string[];
  link: BannerLink;
}
interface Floor {
  id: number;
  title: string;
  subtitle: string;
  more_text: string;
  more_route: string;
  items: Card[];
}
interface Hotel {
  hotel_code: string;
  name: string;
  city_adcode: string;
  city_name: string;
  star: number;
  score: number;
  price_fen: number;
  image: string;
  link: BannerLink;
}
interface Store {
  id: number;
  name: string;
  logo: string;
  cover: string;
  goods: { id: number; name: string; price_fen: number; image: string; link: BannerLink }[];
  link: BannerLink;
}
interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}
interface ThemeSummary {
  id: number;
  title: string;
  cover: string;
  start_date: string;
  end_date: string;
  status: string;
}
interface Theme extends ThemeSummary {
  banner: string;
  background_color: string;
  rule_text: string;
  sections: { title: string; items: Card[] }[];
}
interface Notice {
  id: number;
  title: string;
  image: string;
  link: BannerLink;
  start_date: string;
  end_date: string;
}

const MEDIA = /^\/api\/media\/[a-z]+\/[^/?]+\.svg(\?sub=[^&]+)?$/;
const DATE = /^\d{4}-\d\d-\d\d$/;

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t.server.close();
});

function get<T>(url: string, form?: Record<string, string>, server = t): Promise<Answer<T>> {
  return call<T>(server.server, 'GET', url, form ? { form } : {});
}
function post<T>(url: string, json: unknown = {}, server = t): Promise<Answer<T>> {
  return call<T>(server.server, 'POST', url, { json });
}

async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const settled = await answer;
  expect(settled.flag, settled.msg).toBe(0);
  return settled.data;
}

function expectCard(card: Card): void {
  expect(card).toEqual({
    id: expect.any(Number),
    title: expect.any(String),
    subtitle: expect.any(String),
    price_fen: expect.any(Number),
    market_price_fen: expect.any(Number),
    image: expect.stringMatching(MEDIA),
    tags: expect.any(Array),
    link: expect.any(Object),
  });
  expect(Number.isInteger(card.price_fen) && card.price_fen > 0).toBe(true);
  expect(card.market_price_fen === 0 || card.market_price_fen > card.price_fen).toBe(true);
  expect(linkProblem(card.link)).toBeNull();
}

/** Every link and image the home endpoints hand out, for the checks that span them all. */
async function everything(server = t): Promise<{ links: BannerLink[]; images: string[] }> {
  const home = await ok(get<{ list: Banner[] }>('/api/home/banner', undefined, server));
  const middle = await ok(get<{ list: Banner[] }>('/api/home/banner', { position: 'middle' }, server));
  const floors = await ok(get<{ list: Floor[] }>('/api/home/floor', undefined, server));
  const menus = await ok(get<{ list: { icon: string }[] }>('/api/home/menu', undefined, server));
  const dests = await ok(get<{ list: Banner[] }>('/api/home/hotDestination', undefined, server));
  const hotels = await ok(get<{ list: Hotel[] }>('/api/home/hotHotel', { page_size: '50' }, server));
  const stores = await ok(post<Paged<Store>>('/v2/home/hotStore', { page_size: 50 }, server));
  const notice = await ok(get<{ notice: Notice }>('/api/home/notice', undefined, server));
  const themes = await ok(post<Paged<ThemeSummary>>('/v2/home/themeList', {}, server));
  const details = await Promise.all(
    [...themes.list.map((s) => s.id), 104].map((id) =>
      ok(post<Theme>('/v2/home/themeDetail', { id }, server)),
    ),
  );
  const tabs = await ok(
    get<{ list: { icon: string; icon_highlight: string }[] }>('/app/tabbar', undefined, server),
  );
  const cards = [
    ...floors.list.flatMap((f) => f.items),
    ...details.flatMap((d) => d.sections.flatMap((s) => s.items)),
  ];
  return {
    links: [
      ...home.list.map((b) => b.link),
      ...middle.list.map((b) => b.link),
      ...dests.list.map((d) => d.link),
      ...hotels.list.map((h) => h.link),
      ...stores.list.flatMap((s) => [s.link, ...s.goods.map((g) => g.link)]),
      notice.notice.link,
      ...cards.map((c) => c.link),
    ],
    images: [
      ...home.list.map((b) => b.image),
      ...middle.list.map((b) => b.image),
      ...menus.list.map((m) => m.icon),
      ...dests.list.map((d) => d.image),
      ...hotels.list.map((h) => h.image),
      ...stores.list.flatMap((s) => [s.logo, s.cover, ...s.goods.map((g) => g.image)]),
      notice.notice.image,
      ...details.flatMap((d) => [d.cover, d.banner]),
      ...cards.map((c) => c.image),
      ...tabs.list.flatMap((tab) => [tab.icon, tab.icon_highlight]),
    ],
  };
}

describe('banners', () => {
  it('lists the live home carousel in order, each with an image and a well-formed link', async () => {
    const data = await ok(get<{ position: string; list: Banner[] }>('/api/home/banner'));
    expect(data.position).toBe('home');
    expect(data.list.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const banner of data.list) {
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'link', 'title']);
      expect(banner.image).toMatch(MEDIA);
      expect(linkProblem(banner.link)).toBeNull();
    }
    const external = data.list.find((b) => b.link.type === 1)!.link as { url: string };
    expect(new URL(external.url)).toMatchObject({ protocol: 'https:', hostname: 'm.yoyotrip.com' });
    expect(data.list.map((b) => b.link.type)).toEqual(expect.arrayContaining([0, 1, 4, 7, 9, 16, 19, 22]));
  });

  it('serves the middle strip by position and refuses an unknown position', async () => {
    const middle = await ok(get<{ list: Banner[] }>('/api/home/banner', { position: 'middle' }));
    expect(middle.list.map((b) => b.link.type)).toEqual([2, 12, 10, 6]);
    expect(middle.list.find((b) => b.link.type === 10)!.link).toMatchObject({
      dep_code: 'PEK',
      arr_code: 'SEL',
    });
    expect((await get('/api/home/banner', { position: 'top' })).flag).toBe(2001);
  });

  it('follows the on/off dates: expired ones stay out, future ones appear on their day', async () => {
    const other = await startServer();
    try {
      const ids = async () =>
        (await ok(get<{ list: Banner[] }>('/api/home/banner', undefined, other))).list.map((b) => b.id);
      expect(await ids()).not.toContain(90);
      expect(await ids()).not.toContain(91);
      other.clock.advance(3 * 86_400);
      expect(await ids()).toContain(91);
      other.clock.advance(10 * 86_400); // banner 4 ran until day 12
      expect(await ids()).not.toContain(4);
    } finally {
      await other.server.close();
    }
  });
});

describe('menu icons', () => {
  it('has an icon for every product area with the web route it opens', async () => {
    const data = await ok(
      get<{ list: { id: number; name: string; icon: string; route: string; badge: string }[] }>(
        '/api/home/menu',
      ),
    );
    const byName = new Map(data.list.map((m) => [m.name, m]));
    const expected: Record<string, string> = {
      机票: '/air',
      酒店: '/hotel',
      火车票: '/train',
      门票: '/new-tickets',
      跟团游: '/team?class_id=1',
      自由行: '/free',
      签证: '/visa',
      邮轮: '/cruise',
      定制游: '/customization',
      乡村好物: '/farmer',
      领券中心: '/personal/couponCenter',
    };
    for (const [name, route] of Object.entries(expected)) expect(byName.get(name)?.route).toBe(route);
    expect(decodeURIComponent(byName.get('周边游')!.route)).toBe(
      '/team/list?class_id=3&keywordSearch=周边游',
    );
    for (const menu of data.list) {
      expect(menu.icon).toMatch(MEDIA);
      expect(menu.route.startsWith('/')).toBe(true);
      expect(typeof menu.badge).toBe('string');
    }
  });
});

describe('floors', () => {
  it('are titled sections of product cards with integer fen prices', async () => {
    const data = await ok(get<{ list: Floor[] }>('/api/home/floor'));
    expect(data.list.length).toBeGreaterThanOrEqual(4);
    for (const floor of data.list) {
      expect(floor.title).not.toBe('');
      expect(floor.more_route.startsWith('/')).toBe(true);
      expect(floor.items.length).toBeGreaterThanOrEqual(3);
      floor.items.forEach(expectCard);
    }
    const tickets = data.list.find((f) => f.title === '景点门票')!;
    expect(tickets.items[0]).toMatchObject({
      title: '故宫博物院',
      price_fen: 6000,
      link: { type: 22, scenic_code: 'S110000001' },
    });
  });
});

describe('hot destinations, hotels and stores', () => {
  it('lists destinations as seeded cities linking to their tour list', async () => {
    const data = await ok(
      get<{ list: (Banner & { city_adcode: string; city_name: string; price_fen: number })[] }>(
        '/api/home/hotDestination',
      ),
    );
    expect(data.list).toHaveLength(8);
    for (const dest of data.list) {
      expect(dest.city_adcode).toMatch(/^\d{6}$/);
      expect(dest.link).toMatchObject({ type: 3, destination_city: dest.city_name });
      expect(Number.isInteger(dest.price_fen)).toBe(true);
    }
    expect(data.list[0]).toMatchObject({ city_name: '三亚', city_adcode: '460200' });
  });

  it('lists hot hotels nationwide, or by city (a district code finds its city)', async () => {
    const all = await ok(get<{ city: null; list: Hotel[] }>('/api/home/hotHotel'));
    expect(all.city).toBeNull();
    expect(all.list).toHaveLength(10);
    expect(new Set(all.list.map((h) => h.city_adcode)).size).toBeGreaterThan(1);

    const sanya = await ok(
      get<{ city: { adcode: string; name: string }; list: Hotel[] }>('/api/home/hotHotel', {
        city_adcode: '460203',
      }),
    );
    expect(sanya.city).toEqual({ adcode: '460200', name: '三亚' });
    expect(sanya.list.length).toBeGreaterThanOrEqual(2);
    for (const hotel of sanya.list) {
      expect(hotel).toMatchObject({
        city_adcode: '460200',
        city_name: '三亚',
        link: { type: 7, hotel_code: hotel.hotel_code },
      });
      expect(hotel.star).toBeGreaterThanOrEqual(2);
      expect(hotel.score).toBeLessThanOrEqual(5);
      expect(Number.isInteger(hotel.price_fen)).toBe(true);
    }
    expect(
      (await ok(get<{ list: Hotel[] }>('/api/home/hotHotel', { city_adcode: '110000', page_size: '2' })))
        .list,
    ).toHaveLength(2);
    // A city we serve without hotels on the list is an empty list, not an error.
    expect((await ok(get<{ list: Hotel[] }>('/api/home/hotHotel', { city_adcode: '130100' }))).list).toEqual(
      [],
    );
    expect((await get('/api/home/hotHotel', { city_adcode: '999999' })).flag).toBe(2101);
    expect((await get('/api/home/hotHotel', { page_size: '0' })).flag).toBe(2001);
  });

  it('pages the rural-goods stores (POST /v2), three showcase goods each', async () => {
    const first = await ok(post<Paged<Store>>('/v2/home/hotStore'));
    expect(first).toMatchObject({ total: 8, page: 1, page_size: 4 });
    const second = await ok(post<Paged<Store>>('/v2/home/hotStore', { page: 2, page_size: 4 }));
    expect([...first.list, ...second.list].map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await ok(post<Paged<Store>>('/v2/home/hotStore', { page: 3 }))).list).toEqual([]);
    for (const store of first.list) {
      expect(store.logo).toMatch(MEDIA);
      expect(store.link).toMatchObject({ type: 18, key: store.name });
      expect(store.goods).toHaveLength(3);
      for (const goods of store.goods) expect(goods.link).toEqual({ type: 19, id: goods.id });
    }
    expect((await post('/v2/home/hotStore', { page_size: 51 })).flag).toBe(2001);
    expect((await post('/v2/home/hotStore', { page: 'one' })).flag).toBe(2001);
  });
});

describe('notice advert', () => {
  it('answers the live popup with an id to remember, and null once none is live', async () => {
    const data = await ok(get<{ notice: Notice }>('/api/home/notice'));
    expect(data.notice).toEqual({
      id: 1,
      title: '新人专享 188元出行礼包',
      image: expect.stringMatching(MEDIA),
      link: { type: 1, url: expect.stringMatching(/^https:\/\/m\.yoyotrip\.com\//) },
      start_date: expect.stringMatching(DATE),
      end_date: expect.stringMatching(DATE),
    });
    const other = await startServer();
    try {
      other.clock.advance(28 * 86_400);
      expect(await ok(get<{ notice: null }>('/api/home/notice', undefined, other))).toEqual({ notice: null });
    } finally {
      await other.server.close();
    }
  });
});

describe('activity theme pages', () => {
  it('lists live themes before upcoming ones and leaves ended ones out', async () => {
    const data = await ok(post<Paged<ThemeSummary>>('/v2/home/themeList'));
    expect(data.list.map((s) => [s.id, s.status])).toEqual([
      [101, 'ongoing'],
      [102, 'ongoing'],
      [103, 'upcoming'],
    ]);
    expect(data).toMatchObject({ total: 3, page: 1, page_size: 10 });
    for (const theme of data.list) {
      expect(theme.cover).toMatch(MEDIA);
      expect(theme.start_date <= theme.end_date).toBe(true);
    }
    const paged = await ok(post<Paged<ThemeSummary>>('/v2/home/themeList', { page: 2, page_size: 2 }));
    expect(paged.list.map((s) => s.id)).toEqual([103]);
  });

  it('answers one theme by id with its sections, an ended one as ended, an unknown id with 2201', async () => {
    const theme = await ok(post<Theme>('/v2/home/themeDetail', { id: 101 }));
    expect(theme).toMatchObject({ id: 101, title: '海岛度假季', status: 'ongoing' });
    expect(theme.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(theme.rule_text).toContain('400-850-1666');
    expect(theme.sections.map((s) => s.title)).toEqual(['海岛跟团游', '海景酒店', '直飞海岛']);
    theme.sections.flatMap((s) => s.items).forEach(expectCard);

    expect((await ok(post<Theme>('/v2/home/themeDetail', { id: '104' }))).status).toBe('ended');
    expect(await post('/v2/home/themeDetail', { id: 999 })).toMatchObject({ flag: 2201, data: null });
    expect((await post('/v2/home/themeDetail', {})).flag).toBe(2001);
    expect((await post('/v2/home/themeDetail', { id: 'x' })).flag).toBe(2001);
  });

  it('refuses what breaks the contract before the handler: 2001 with the field named in Chinese', async () => {
    // The handler would say "页码应为 1–100000 的整数": these words are the contract check's.
    expect(await post('/v2/home/themeList', { page: 'one' })).toMatchObject({
      flag: 2001,
      msg: '页码格式不正确',
      data: null,
    });
    expect(await post('/v2/home/themeDetail', { id: { value: 101 } })).toMatchObject({
      flag: 2001,
      msg: '活动编号格式不正确',
    });
    expect(await get('/api/home/banner', { position: 'top' })).toMatchObject({
      flag: 2001,
      msg: '广告位不正确，应为 home / middle 之一',
    });
  });
});

describe('shell configuration (/app)', () => {
  it('answers the four tabs with exactly the spec fields, icons served by the stand-in', async () => {
    const data = await ok(get<{ list: Record<string, string>[] }>('/app/tabbar'));
    expect(data.list.map((tab) => tab.name)).toEqual(['首页', '订单', '客服', '我的']);
    for (const tab of data.list) {
      for (const field of ['icon', 'icon_highlight', 'font_color', 'font_highlight_color', 'name'])
        expect(typeof tab[field]).toBe('string');
      expect(tab.font_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(tab.font_highlight_color).toBe('#e4007f');
      expect(tab.icon).not.toBe(tab.icon_highlight);
    }
    expect(data.list.map((tab) => decodeURIComponent(tab.url!))).toEqual([
      '/',
      '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单',
      '',
      '/personal',
    ]);
  });

  it('answers show-button with show_report, show_mz and mz_url, as the settings say', async () => {
    const other = await startServer();
    try {
      const data = await ok(get<Record<string, unknown>>('/app/showButton', undefined, other));
      expect(data).toEqual({ show_report: 1, show_mz: 0, mz_url: expect.stringMatching(/^https:\/\//) });
      await other.server.db.query("update app_settings set value = '1' where key = 'show_mz'");
      expect((await ok(get<{ show_mz: number }>('/app/showButton', undefined, other))).show_mz).toBe(1);
    } finally {
      await other.server.close();
    }
  });
});

describe('placeholder images', () => {
  it('serves every image the home endpoints name, without headers, as SVG with the item name', async () => {
    const { images } = await everything();
    expect(images.length).toBeGreaterThan(100);
    for (const path of new Set(images)) {
      const response = await t.server.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      if (!path.startsWith('/api/media/tab/')) {
        const name = decodeURIComponent(path.split('/')[4]!.replace(/\.svg.*$/, ''));
        expect(response.body).toContain([...name].slice(0, 1).join(''));
      }
    }
  });

  it('draws the same bytes every time and answers 304 to a matching If-None-Match', async () => {
    const url = '/api/media/banner/%E4%B8%89%E4%BA%9A.svg?sub=%E6%B5%B7%E5%B2%9B';
    const first = await t.server.app.inject({ url });
    const second = await t.server.app.inject({ url });
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers['cache-control']).toContain('max-age');
    const cached = await t.server.app.inject({ url, headers: { 'if-none-match': first.headers.etag! } });
    expect(cached.statusCode).toBe(304);
  });

  it('escapes the text it draws and refuses unknown kinds, names and over-long text', async () => {
    const escaped = await t.server.app.inject({ url: `/api/media/card/${encodeURIComponent('<b>&"')}.svg` });
    expect(escaped.statusCode).toBe(200);
    expect(escaped.body).not.toContain('<b>');
    expect(escaped.body).toContain('&#60;b&#62;&#38;&#34;');
    for (const url of [
      '/api/media/poster/x.svg',
      '/api/media/card/x.png',
      '/api/media/tab/cart.svg',
      `/api/media/card/${encodeURIComponent('长'.repeat(41))}.svg`,
    ]) {
      const response = await t.server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ flag: 4040, msg: '图片不存在', data: null });
    }
  });
});

describe('links and rules across the home page', () => {
  it('hands out only well-formed links, covering many of the 23 types', async () => {
    const { links } = await everything();
    for (const link of links) expect(linkProblem(link), JSON.stringify(link)).toBeNull();
    const types = new Set(links.map((l) => l.type));
    expect(types.size).toBeGreaterThanOrEqual(14);
  });

  it('applies the header rules to every content call (not to images)', async () => {
    for (const url of [
      '/api/home/banner',
      '/api/home/menu',
      '/api/home/floor',
      '/app/tabbar',
      '/app/showButton',
    ]) {
      expect((await call(t.server, 'GET', url, { headers: {} })).flag, url).toBe(1000);
    }
    expect((await call(t.server, 'POST', '/v2/home/themeList', { headers: {}, json: {} })).flag).toBe(1000);
  });

  it('is deterministic: two fresh servers answer the same content', async () => {
    const other = await startServer();
    try {
      other.clock.ms = t.clock.ms;
      expect(await everything(other)).toEqual(await everything());
    } finally {
      await other.server.close();
    }
  });

  it('re-seeding changes nothing and restores edited content', async () => {
    const other = await startServer();
    try {
      const before = await everything(other);
      await other.server.db.query(
        "update home_banners set title = '改过', link = '{\"type\":0}' where id = 1",
      );
      await other.server.db.query('delete from home_floor_items where id = 101');
      await seed(other.server.db, other.clock.ms);
      await seed(other.server.db, other.clock.ms);
      expect(await everything(other)).toEqual(before);
      const banner = await ok(get<{ list: Banner[] }>('/api/home/banner', undefined, other));
      expect(banner.list[0]!.title).toBe('云南大理丽江6日游');
    } finally {
      await other.server.close();
    }
  });
});

describe('fault switch (development only)', () => {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

  afterEach(async () => {
    await inject('DELETE', '/__dev/fault');
  });

  it('fails one path with a flag until cleared, leaving the rest of the page working', async () => {
    const set = await inject('POST', '/__dev/fault', {
      path: '/api/home/floor',
      flag: 2201,
      msg: '楼层维护中',
    });
    expect(JSON.parse(set.body)).toMatchObject({
      flag: 0,
      data: {
        fault: {
          path: '/api/home/floor',
          flag: 2201,
          msg: '楼层维护中',
          status: 200,
          delayMs: 0,
          times: null,
        },
      },
    });
    for (let i = 0; i < 3; i++) {
      expect(await get('/api/home/floor')).toMatchObject({
        status: 200,
        flag: 2201,
        msg: '楼层维护中',
        data: null,
      });
    }
    expect((await get('/api/home/banner')).flag).toBe(0);
    expect((await get('/api/geo/weather', { adcode: '110000' })).flag).toBe(0);
    expect(t.server.requestLog.at(-4)).toMatchObject({ prefix: '/api', path: '/home/floor', flag: 2201 });

    const listed = JSON.parse((await inject('GET', '/__dev/fault')).body);
    expect(listed.data.list.map((f: { path: string }) => f.path)).toEqual(['/api/home/floor']);
    const cleared = JSON.parse((await inject('DELETE', '/__dev/fault')).body);
    expect(cleared.data).toEqual({ cleared: 1 });
    expect((await get('/api/home/floor')).flag).toBe(0);
  });

  it('defaults to a 5000 with HTTP 500, or the HTTP status asked for', async () => {
    await inject('POST', '/__dev/fault', { path: '/app/tabbar' });
    expect(await get('/app/tabbar')).toMatchObject({ status: 500, flag: 5000, data: null });
    await inject('POST', '/__dev/fault', { path: '/app/tabbar', status: 503 });
    expect(await get('/app/tabbar')).toMatchObject({ status: 503, flag: 5000 });
  });

  it('clears itself after `times` calls', async () => {
    await inject('POST', '/__dev/fault', { path: '/v2/home/themeList', flag: 5000, times: 2 });
    expect((await post('/v2/home/themeList')).flag).toBe(5000);
    expect((await post('/v2/home/themeList')).flag).toBe(5000);
    expect((await post('/v2/home/themeList')).flag).toBe(0);
  });

  it('matches a prefix ending in *, and DELETE with a path clears only that fault', async () => {
    await inject('POST', '/__dev/fault', { path: '/api/home/*', flag: 5000 });
    await inject('POST', '/__dev/fault', { path: '/app/showButton', flag: 5000 });
    expect((await get('/api/home/banner')).flag).toBe(5000);
    expect((await get('/api/home/menu')).flag).toBe(5000);
    expect((await get('/api/geo/cityList')).flag).toBe(0);
    const image = await t.server.app.inject({ url: '/api/media/icon/x.svg' });
    expect(image.statusCode).toBe(200); // /api/media is not under /api/home/

    await inject('DELETE', '/__dev/fault?path=/api/home/*');
    expect((await get('/api/home/banner')).flag).toBe(0);
    expect((await get('/app/showButton')).flag).toBe(5000);
  });

  it('slows a call down and then lets it succeed when only a delay is asked for', async () => {
    await inject('POST', '/__dev/fault', { path: '/api/home/notice', delayMs: 300 });
    const started = performance.now();
    const answer = await get('/api/home/notice');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.flag).toBe(0);
  });

  it('refuses a fault without a path or with a delay beyond 180 s', async () => {
    expect(JSON.parse((await inject('POST', '/__dev/fault', { flag: 5000 })).body).flag).toBe(2001);
    expect(JSON.parse((await inject('POST', '/__dev/fault', { path: 'api' })).body).flag).toBe(2001);
    expect(
      JSON.parse((await inject('POST', '/__dev/fault', { path: '/api/home/menu', delayMs: 180_001 })).body)
        .flag,
    ).toBe(2001);
    expect((await get('/api/home/menu')).flag).toBe(0);
  });

  it('keeps faults per server', async () => {
    const other = await startServer();
    try {
      await inject('POST', '/__dev/fault', { path: '/api/home/menu' });
      expect((await get('/api/home/menu', undefined, other)).flag).toBe(0);
    } finally {
      await other.server.close();
    }
  });

  it('does not exist in production, where the content still answers', async () => {
    const prod = await startServer({ production: true });
    try {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await prod.server.app.inject({
          method,
          url: '/__dev/fault',
          ...(method === 'POST' ? { payload: { path: '/api/home/banner' } } : {}),
        });
        expect(response.statusCode).toBe(404);
        expect(JSON.parse(response.body)).toMatchObject({ flag: 4040 });
      }
      expect((await get('/api/home/banner', undefined, prod)).flag).toBe(0);
      expect((await get('/api/geo/weather', { adcode: '110000' }, prod)).flag).toBe(0);
    } finally {
      await prod.server.close();
    }
  });
});
