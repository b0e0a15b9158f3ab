import { describe, expect, it } from 'vitest';
import { MINI_PROGRAM_PAGES } from '../../config/app.ts';
import { BROWSER_HOST, detectHost } from '../host/index.ts';
import {
  linkType,
  resolveBannerLink,
  type BannerLinkContext,
  type BannerLinkInput,
  type LinkTarget,
} from './resolveBannerLink.ts';

const TODAY = '2025-06-10';
const browser: BannerLinkContext = { today: TODAY, isLoggedIn: true, host: BROWSER_HOST };
const mini: BannerLinkContext = {
  today: TODAY,
  isLoggedIn: true,
  host: detectHost({ userAgent: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.49 miniProgram', search: '' }),
};
const app: BannerLinkContext = {
  today: TODAY,
  isLoggedIn: true,
  host: detectHost({ userAgent: 'Mozilla/5.0 (iPhone) Mobile/15E148 YoyoTrip/3.8.0', search: '' }),
};

const resolve = (banner: BannerLinkInput, ctx: BannerLinkContext = browser) => resolveBannerLink(banner, ctx);
const to = (path: string): LinkTarget => ({ kind: 'route', to: path });
const page = (path: string): LinkTarget => ({ kind: 'mini-program', path });
const none: LinkTarget = { kind: 'none' };

/** The query of a resolved route or mini-program path, decoded, for readable assertions. */
function queryOf(target: LinkTarget): Record<string, string> {
  const href = target.kind === 'route' ? target.to : target.kind === 'mini-program' ? target.path : '';
  return Object.fromEntries(new URL(href, 'http://x.invalid').searchParams);
}

describe('linkType', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [' 22 ', 22],
    [0, 0],
  ])('reads %j as %j', (raw, expected) => expect(linkType(raw)).toBe(expected));

  it.each([[null], [undefined], [''], ['5a'], ['1.0'], [1.5], [Number.NaN], ['-1'], [true]])(
    'reads %j as no type',
    (raw) => expect(linkType(raw)).toBeNull(),
  );
});

describe('resolveBannerLink: nothing', () => {
  it.each([[0], ['0'], [23], [99], [-1], [null], [undefined], ['hotel'], [2.5]])(
    'type %j goes nowhere',
    (type) => {
      expect(resolve({ type, url: 'https://m.yoyotrip.com/', id: 1, class_id: 1 })).toEqual(none);
    },
  );

  it('refuses a malformed today (a caller bug, not a banner problem)', () => {
    expect(() => resolveBannerLink({ type: 8 }, { ...browser, today: '10/06/2025' })).toThrow(RangeError);
  });
});

describe('resolveBannerLink: type 1, company pages', () => {
  it('opens a whitelisted https URL as an external page in a browser', () => {
    expect(resolve({ type: 1, url: 'https://act.yoyotrip.com/summer?from=banner' })).toEqual({
      kind: 'external',
      url: 'https://act.yoyotrip.com/summer?from=banner',
    });
  });

  it('opens it as an external page in the native app too', () => {
    expect(resolve({ type: 1, url: 'https://m.yoyotrip.cn/a' }, app)).toEqual({
      kind: 'external',
      url: 'https://m.yoyotrip.cn/a',
    });
  });

  it("opens it in the mini-program's web-view inside a mini-program, the URL encoded", () => {
    const target = resolve({ type: 1, url: 'https://act.yoyotrip.com/summer?from=banner&x=1#top' }, mini);
    expect(target).toEqual(
      page('/pages/webview/index?url=https%3A%2F%2Fact.yoyotrip.com%2Fsummer%3Ffrom%3Dbanner%26x%3D1%23top'),
    );
    expect(queryOf(target)).toEqual({ url: 'https://act.yoyotrip.com/summer?from=banner&x=1#top' });
  });

  it('passes on the normalised URL (what was checked is what opens)', () => {
    expect(resolve({ type: '1', url: ' HTTPS://M.YOYOTRIP.COM:443/a ' })).toEqual({
      kind: 'external',
      url: 'https://m.yoyotrip.com/a',
    });
  });

  it.each([
    'https://good.example.evil.com/',
    'https://m.yoyotrip.com.evil.com/',
    'https://evilm.yoyotrip.com/',
    'https://m.yoyotrip.com@evil.com/',
    'https://evil.com@m.yoyotrip.com/',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.com',
    'http://m.yoyotrip.com/',
    'https://m.yoyotrip.com./',
    'https://m.yoyotrip.com:8080/',
    'https://evil.com\\@m.yoyotrip.com/',
    'https://m.yoyotrip.com\t.evil.com/',
    '',
  ])('refuses %j everywhere', (url) => {
    expect(resolve({ type: 1, url })).toEqual(none);
    expect(resolve({ type: 1, url }, mini)).toEqual(none);
    expect(resolve({ type: 1, url }, app)).toEqual(none);
  });

  it('goes nowhere without a URL', () => {
    expect(resolve({ type: 1 })).toEqual(none);
    expect(resolve({ type: 1, url: null }, mini)).toEqual(none);
  });
});

describe('resolveBannerLink: tours (2–4)', () => {
  it('type 2 opens the group-tour home on the given tab', () => {
    expect(resolve({ type: 2, index: 3 })).toEqual(to('/team?class_id=1&index=3'));
    expect(resolve({ type: 2, index: 0 })).toEqual(to('/team?class_id=1&index=0'));
  });

  it('type 2 always means class 1, and opens the first tab without an index', () => {
    expect(resolve({ type: 2, class_id: 6 })).toEqual(to('/team?class_id=1'));
  });

  it('type 3 opens the tour list with its filters, tags joined by commas', () => {
    const target = resolve({
      type: 3,
      class_id: 2,
      destination_city: '三亚',
      keywordSearch: '海岛 亲子',
      tags: ['亲子', ' 海岛 ', '', null, 5],
    });
    expect(target).toEqual(
      to(
        '/team/list?class_id=2&destination_city=%E4%B8%89%E4%BA%9A&keywordSearch=%E6%B5%B7%E5%B2%9B%20%E4%BA%B2%E5%AD%90&tags=%E4%BA%B2%E5%AD%90%2C%E6%B5%B7%E5%B2%9B%2C5',
      ),
    );
    expect(queryOf(target)).toEqual({
      class_id: '2',
      destination_city: '三亚',
      keywordSearch: '海岛 亲子',
      tags: '亲子,海岛,5',
    });
  });

  it('type 3 takes a tag list that is already joined', () => {
    expect(queryOf(resolve({ type: 3, class_id: 1, tags: 'a, b,,c' }))).toEqual({
      class_id: '1',
      tags: 'a,b,c',
    });
  });

  it('type 3 leaves out empty filters', () => {
    expect(resolve({ type: 3, class_id: 6, destination_city: ' ', tags: [] })).toEqual(
      to('/team/list?class_id=6'),
    );
  });

  it('type 3 needs the product class', () => {
    expect(resolve({ type: 3, destination_city: '三亚' })).toEqual(none);
  });

  it('type 4 opens the tour detail with id and trip_id', () => {
    expect(resolve({ type: 4, id: 1024, trip_id: 'T88' })).toEqual(to('/team/detail?id=1024&trip_id=T88'));
  });

  it('type 4 opens the next departure without trip_id, and nothing without id', () => {
    expect(resolve({ type: 4, id: '1024' })).toEqual(to('/team/detail?id=1024'));
    expect(resolve({ type: 4, trip_id: 'T88' })).toEqual(none);
  });

  it('tour types stay app routes inside a mini-program (the app runs in its web-view)', () => {
    expect(resolve({ type: 4, id: 1, trip_id: 2 }, mini)).toEqual(to('/team/detail?id=1&trip_id=2'));
  });
});

describe('resolveBannerLink: hotels (5–7)', () => {
  it('type 5 is the hotel home', () => {
    expect(resolve({ type: 5 })).toEqual(to('/hotel'));
    expect(resolve({ type: 5 }, app)).toEqual(to('/hotel'));
    expect(resolve({ type: 5 }, mini)).toEqual(page(MINI_PROGRAM_PAGES.hotelHome));
  });

  it('type 6 is the hotel list, checking in today and out tomorrow by default', () => {
    const banner = { type: 6, city: '北京', search: '王府井', tag: '亲子' };
    expect(queryOf(resolve(banner))).toEqual({
      city: '北京',
      checkin: '2025-06-10',
      checkout: '2025-06-11',
      search: '王府井',
      tag: '亲子',
    });
    expect(resolve(banner)).toEqual(
      to(
        '/hotel/hotelList?city=%E5%8C%97%E4%BA%AC&checkin=2025-06-10&checkout=2025-06-11&search=%E7%8E%8B%E5%BA%9C%E4%BA%95&tag=%E4%BA%B2%E5%AD%90',
      ),
    );
    const inMini = resolve(banner, mini);
    expect(inMini.kind).toBe('mini-program');
    expect(inMini.kind === 'mini-program' && inMini.path.startsWith(`${MINI_PROGRAM_PAGES.hotelList}?`)).toBe(
      true,
    );
    expect(queryOf(inMini)).toEqual(queryOf(resolve(banner)));
  });

  it('type 6 rolls tomorrow over month and year ends', () => {
    expect(queryOf(resolve({ type: 6, city: 'SH' }, { ...browser, today: '2025-12-31' }))).toMatchObject({
      checkin: '2025-12-31',
      checkout: '2026-01-01',
    });
    expect(queryOf(resolve({ type: 6, city: 'SH' }, { ...browser, today: '2024-02-28' }))).toMatchObject({
      checkout: '2024-02-29',
    });
  });

  it("type 6 keeps the banner's own stay when it is valid and not in the past", () => {
    expect(
      queryOf(resolve({ type: 6, city: 'SH', checkin: '2025-07-01', checkout: '2025-07-04' })),
    ).toMatchObject({
      checkin: '2025-07-01',
      checkout: '2025-07-04',
    });
    expect(queryOf(resolve({ type: 6, city: 'SH', checkin: TODAY, checkout: '2025-06-11' }))).toMatchObject({
      checkin: TODAY,
    });
  });

  it.each([
    ['2025-06-01', '2025-06-02'],
    ['2025-07-04', '2025-07-01'],
    ['2025-07-01', '2025-07-01'],
    ['2025-07-01', null],
    ['2025-02-30', '2025-07-01'],
    ['tomorrow', '2025-07-01'],
  ])('type 6 falls back to today and tomorrow for the stay %s → %s', (checkin, checkout) => {
    expect(queryOf(resolve({ type: 6, city: 'SH', checkin, checkout }))).toMatchObject({
      checkin: '2025-06-10',
      checkout: '2025-06-11',
    });
  });

  it('type 6 needs a city', () => {
    expect(resolve({ type: 6, search: '王府井' })).toEqual(none);
    expect(resolve({ type: 6, city: '' }, mini)).toEqual(none);
  });

  it('type 7 is the hotel detail by hotel_code, with the default stay', () => {
    expect(resolve({ type: 7, hotel_code: 'H 01&2' })).toEqual(
      to('/hotel/hoteldetail?hotel_code=H%2001%262&checkin=2025-06-10&checkout=2025-06-11'),
    );
    expect(resolve({ type: 7, hotel_code: 'H01' }, mini)).toEqual(
      page(`${MINI_PROGRAM_PAGES.hotelDetail}?hotel_code=H01&checkin=2025-06-10&checkout=2025-06-11`),
    );
  });

  it('type 7 needs the hotel', () => {
    expect(resolve({ type: 7, id: 5 })).toEqual(none);
    expect(resolve({ type: 7 }, mini)).toEqual(none);
  });
});

describe('resolveBannerLink: flights (8–10)', () => {
  const journey = {
    start_city_code: 'PEK',
    start_city_name: '北京',
    end_city_code: 'SHA',
    end_city_name: '上海',
  };

  it('type 8 is the flight home', () => {
    expect(resolve({ type: 8 })).toEqual(to('/air'));
    expect(resolve({ type: 8 }, mini)).toEqual(to('/air'));
  });

  it('type 9 is the one-way domestic list with codes and names, leaving today', () => {
    const target = resolve({ type: 9, ...journey });
    expect(target).toEqual(
      to(
        '/air/airList?route_type=1&start_city_code=PEK&start_city_name=%E5%8C%97%E4%BA%AC&end_city_code=SHA&end_city_name=%E4%B8%8A%E6%B5%B7&date=2025-06-10',
      ),
    );
  });

  it("type 9 keeps the banner's date if it is not in the past", () => {
    expect(queryOf(resolve({ type: 9, ...journey, date: '2025-08-01' })).date).toBe('2025-08-01');
    expect(queryOf(resolve({ type: 9, ...journey, date: '2025-06-09' })).date).toBe(TODAY);
    expect(queryOf(resolve({ type: 9, ...journey, date: '2025-13-01' })).date).toBe(TODAY);
  });

  it.each(['start_city_code', 'start_city_name', 'end_city_code', 'end_city_name'] as const)(
    'type 9 needs %s',
    (missing) => {
      expect(resolve({ type: 9, ...journey, [missing]: '' })).toEqual(none);
      expect(resolve({ type: 9, ...journey, [missing]: undefined })).toEqual(none);
    },
  );

  it('type 10 defaults to Beijing → Seoul, one adult and no children', () => {
    const target = resolve({ type: 10 });
    expect(queryOf(target)).toEqual({
      route_type: '1',
      start_city_code: 'PEK',
      start_city_name: '北京',
      end_city_code: 'SEL',
      end_city_name: '首尔',
      date: TODAY,
      adult: '1',
      child: '0',
    });
    expect(target.kind === 'route' && target.to.startsWith('/air/intAirList?')).toBe(true);
  });

  it("type 10 uses the banner's cities, each end only as a code-and-name pair", () => {
    expect(
      queryOf(
        resolve({
          type: 10,
          start_city_code: 'SHA',
          start_city_name: '上海',
          end_city_code: 'TYO',
          end_city_name: '东京',
        }),
      ),
    ).toMatchObject({
      start_city_code: 'SHA',
      start_city_name: '上海',
      end_city_code: 'TYO',
      end_city_name: '东京',
    });
    expect(queryOf(resolve({ type: 10, end_city_code: 'BKK', end_city_name: '曼谷' }))).toMatchObject({
      start_city_code: 'PEK',
      start_city_name: '北京',
      end_city_code: 'BKK',
      end_city_name: '曼谷',
    });
    // A code without its name would pair BKK with 首尔.
    expect(queryOf(resolve({ type: 10, end_city_code: 'BKK' }))).toMatchObject({
      end_city_code: 'SEL',
      end_city_name: '首尔',
    });
  });
});

describe('resolveBannerLink: type 10 passengers', () => {
  it.each([
    [
      { adult: 2, child: 1 },
      { adult: '2', child: '1' },
    ],
    [{ adult: '3' }, { adult: '3', child: '0' }],
    [
      { adult: 8, child: 1 },
      { adult: '8', child: '1' },
    ],
    // Not a bookable party: the defaults.
    [
      { adult: 0, child: 2 },
      { adult: '1', child: '0' },
    ],
    [{ child: 2 }, { adult: '1', child: '0' }],
    [
      { adult: 9, child: 1 },
      { adult: '1', child: '0' },
    ],
    [{ adult: 1.5 }, { adult: '1', child: '0' }],
    [{ adult: '-1' }, { adult: '1', child: '0' }],
    [{ adult: 'two' }, { adult: '1', child: '0' }],
  ])('%j travel as %j', (party, expected) => {
    expect(queryOf(resolve({ type: 10, ...party }))).toMatchObject(expected);
  });
});

describe('resolveBannerLink: trains (11–12)', () => {
  it('type 11 is the train home', () => {
    expect(resolve({ type: 11 })).toEqual(to('/train'));
  });

  it('type 12 is the train list between the named cities, leaving today', () => {
    expect(queryOf(resolve({ type: 12, start_city_name: '北京', end_city_name: '上海' }))).toEqual({
      start_city_name: '北京',
      end_city_name: '上海',
      date: TODAY,
    });
    const target = resolve({
      type: 12,
      start_city_name: '北京',
      end_city_name: '上海',
      start_city_code: 'BJP',
      end_city_code: 'SHH',
      date: '2025-06-20',
    });
    expect(target).toEqual(
      to(
        '/train/trainList?start_city_name=%E5%8C%97%E4%BA%AC&end_city_name=%E4%B8%8A%E6%B5%B7&start_city_code=BJP&end_city_code=SHH&date=2025-06-20',
      ),
    );
  });

  it('type 12 needs both cities', () => {
    expect(resolve({ type: 12, start_city_name: '北京' })).toEqual(none);
    expect(resolve({ type: 12, end_city_name: '上海', start_city_code: 'BJP' })).toEqual(none);
  });
});

describe('resolveBannerLink: visas (13–16)', () => {
  it('type 13 is the visa home', () => {
    expect(resolve({ type: 13 })).toEqual(to('/visa'));
    expect(resolve({ type: 13 }, mini)).toEqual(page(MINI_PROGRAM_PAGES.visaHome));
  });

  it('type 14 is the visa home for a member', () => {
    expect(resolve({ type: 14 })).toEqual(to('/visa'));
    expect(resolve({ type: 14 }, mini)).toEqual(page(MINI_PROGRAM_PAGES.visaHome));
  });

  it('type 14 asks a visitor to log in first, then returns to the visa home', () => {
    expect(resolve({ type: 14 }, { ...browser, isLoggedIn: false })).toEqual(to('/login?redirect=/visa'));
    const target = resolve({ type: 14 }, { ...mini, isLoggedIn: false });
    expect(target).toEqual(page('/pages/login/index?redirect=%2Fpages%2Fvisa%2Findex'));
    expect(queryOf(target)).toEqual({ redirect: MINI_PROGRAM_PAGES.visaHome });
  });

  it('type 15 is the visa list by country', () => {
    expect(resolve({ type: 15, country: '日本' })).toEqual(
      to('/visa/visaProductList?country=%E6%97%A5%E6%9C%AC'),
    );
    expect(resolve({ type: 15, country: 'JP' }, mini)).toEqual(
      page(`${MINI_PROGRAM_PAGES.visaList}?country=JP`),
    );
  });

  it('type 15 needs the country', () => {
    expect(resolve({ type: 15 })).toEqual(none);
    expect(resolve({ type: 15, country: '  ' }, mini)).toEqual(none);
  });

  it("type 16 is the visa detail, the visa id in the page's id parameter", () => {
    expect(resolve({ type: 16, visa_id: 77 })).toEqual(to('/visa/detail?id=77'));
    expect(resolve({ type: 16, visa_id: '77' }, mini)).toEqual(
      page(`${MINI_PROGRAM_PAGES.visaDetail}?id=77`),
    );
  });

  it('type 16 needs the visa id (a product id is not one)', () => {
    expect(resolve({ type: 16, id: 77 })).toEqual(none);
    expect(resolve({ type: 16 }, mini)).toEqual(none);
  });
});

describe('resolveBannerLink: rural goods (17–19)', () => {
  it('type 17 is the shop home', () => {
    expect(resolve({ type: 17 })).toEqual(to('/farmer'));
  });

  it('type 18 is the search list with key and categoryId', () => {
    expect(resolve({ type: 18, key: '苹果', categoryId: 12 })).toEqual(
      to('/farmer/searchList?key=%E8%8B%B9%E6%9E%9C&categoryId=12'),
    );
    expect(resolve({ type: 18, categoryId: 12 })).toEqual(to('/farmer/searchList?categoryId=12'));
    expect(resolve({ type: 18 })).toEqual(to('/farmer/searchList'));
  });

  it('type 19 is the goods detail by id', () => {
    expect(resolve({ type: 19, id: 'G-9' })).toEqual(to('/farmer/detail?id=G-9'));
    expect(resolve({ type: 19 })).toEqual(none);
  });
});

describe('resolveBannerLink: attraction tickets (20–22)', () => {
  it('type 20 is the ticket home', () => {
    expect(resolve({ type: 20 })).toEqual(to('/new-tickets'));
    expect(resolve({ type: 20 }, app)).toEqual(to('/new-tickets'));
    expect(resolve({ type: 20 }, mini)).toEqual(page(MINI_PROGRAM_PAGES.ticketHome));
  });

  it('type 21 is the ticket list with theme and keyword', () => {
    expect(resolve({ type: 21, theme: '主题乐园', keyword: '欢乐谷' })).toEqual(
      to(
        '/new-tickets/scenicList?theme=%E4%B8%BB%E9%A2%98%E4%B9%90%E5%9B%AD&keyword=%E6%AC%A2%E4%B9%90%E8%B0%B7',
      ),
    );
    expect(resolve({ type: 21 })).toEqual(to('/new-tickets/scenicList'));
  });

  it('type 22 is the ticket detail by scenic_code', () => {
    expect(resolve({ type: 22, scenic_code: 'S1001' })).toEqual(to('/new-tickets/detail?scenic_code=S1001'));
    expect(resolve({ type: 22, scenic_code: 'S1001' }, mini)).toEqual(
      to('/new-tickets/detail?scenic_code=S1001'),
    );
    expect(resolve({ type: 22, id: 'S1001' })).toEqual(none);
  });
});

describe('resolveBannerLink: every route stays on this site', () => {
  it('never builds a route that leaves the app, whatever the fields hold', () => {
    const hostile = '//evil.com/?a=b#c&d=e';
    const banner: BannerLinkInput = {
      type: 0,
      url: hostile,
      class_id: hostile,
      index: hostile,
      destination_city: hostile,
      keywordSearch: hostile,
      tags: [hostile, hostile],
      id: hostile,
      trip_id: hostile,
      city: hostile,
      search: hostile,
      tag: hostile,
      hotel_code: hostile,
      start_city_code: hostile,
      start_city_name: hostile,
      end_city_code: hostile,
      end_city_name: hostile,
      country: hostile,
      visa_id: hostile,
      key: hostile,
      categoryId: hostile,
      theme: hostile,
      keyword: hostile,
      scenic_code: hostile,
    };
    for (let type = 0; type <= 22; type += 1) {
      for (const ctx of [browser, mini, app]) {
        const target = resolve({ ...banner, type }, ctx);
        if (target.kind === 'route') {
          const url = new URL(target.to, 'http://storefront.invalid');
          expect(url.origin).toBe('http://storefront.invalid');
          expect(url.hash).toBe('');
          expect(target.to.startsWith('/')).toBe(true);
          expect(target.to.startsWith('//')).toBe(false);
        } else if (target.kind === 'mini-program') {
          expect(target.path.startsWith('/pages/')).toBe(true);
          expect(target.path).not.toContain('#');
        } else {
          expect(target).toEqual(none);
        }
      }
    }
  });
});
