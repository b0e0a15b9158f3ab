// The hotel catalogue on the stand-in: the seed (the home's hotels under their codes, every city's
// mix of plans), search with its filters, sorts and paging in a constant number of queries, rooms
// priced night by night, auto-match, filters, and the refusals of the catalogue's flags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../src/db/types.ts';
import { FULL_CITIES } from '../src/db/seed/hotelPlaces.ts';
import { hotelsOfCity } from '../src/domains/hotel/catalogue.ts';
import { holidayOf, nightPriceFen, weekday } from '../src/domains/hotel/pricing.ts';
import { resolveCity, searchHotels, type SearchQuery } from '../src/domains/hotel/search.ts';
import { checkStay } from '../src/domains/hotel/stay.ts';
import { addDays, shanghaiDate } from '../src/time.ts';
import { call, startServer, type TestServer } from './helpers.ts';
import { roomsOf, stayDates, STEADY_HOTEL } from './hotelOrderHelpers.ts';

interface Brief {
  id: string;
  name: string;
  brand: string | null;
  level: { kind: string; value: number; text: string };
  city_name: string;
  district: string;
  address: string;
  score: number;
  review_count: number;
  tags: string[];
  lowest_price_fen: number | null;
  distance_m: number | null;
}
interface Page {
  total: number;
  page_num: number;
  page_size: number;
  nights: number;
  list: Brief[];
}

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(() => t.server.close());

const search = (params: Record<string, unknown>) =>
  call<Page>(t.server, 'POST', '/v2/hotel/search', {
    json: { city: '310000', ...stayDates(t.clock.ms, 1, 2), ...params },
  });

describe('the seeded catalogue', () => {
  it('opens every hotel of the home under its code: same name, city, level, score, address and reviews', async () => {
    const home = await call<{
      list: {
        hotel_code: string;
        name: string;
        city_name: string;
        star: number;
        score: number;
        address: string;
        comment_count: number;
      }[];
    }>(t.server, 'GET', '/api/home/hotHotel', { form: { page_size: '50' } });
    expect(home.data.list.length).toBeGreaterThanOrEqual(31);
    for (const h of home.data.list) {
      const detail = await call<Brief>(t.server, 'GET', '/api/hotel/detail', {
        form: { hotel_id: h.hotel_code },
      });
      expect(detail.flag, h.hotel_code).toBe(0);
      expect(detail.data).toMatchObject({
        id: h.hotel_code,
        name: h.name,
        city_name: h.city_name,
        score: h.score,
        address: h.address,
        review_count: h.comment_count,
      });
      expect(detail.data.level.value).toBe(h.star);
    }
  });

  it('has at least 15 hotels in each of the twelve cities, each city with free and non-refundable plans', async () => {
    for (const adcode of FULL_CITIES) {
      const hotels = await hotelsOfCity(t.server.db, adcode);
      expect(hotels.length, adcode).toBeGreaterThanOrEqual(15);
      const rules = await t.server.db.query<{ cancel_rule: string }>(
        `select distinct p.cancel_rule from hotel_rate_plans p join hotel_room_types rt on rt.id = p.room_type_id
           join hotels h on h.id = rt.hotel_id where h.city_adcode = $1`,
        [adcode],
      );
      expect(rules.map((r) => r.cancel_rule).sort(), adcode).toEqual(['first_night', 'free', 'none']);
    }
  });

  it('prices nights higher on Friday and Saturday and on public holidays, whole yuan', () => {
    const p = {
      hotelId: 'H310000004',
      adcode: '330100',
      level: 4,
      basePriceFen: 50_000,
      meals: 0,
      rule: 'free' as const,
    };
    // 2026-12-03 is a Thursday, 12-04 a Friday; 2027-01-01 is New Year's Day (a Friday, and a holiday).
    expect(weekday('2026-12-03')).toBe(4);
    expect(nightPriceFen(p, '2026-12-04')).toBeGreaterThan(nightPriceFen(p, '2026-12-03'));
    expect(holidayOf('2027-01-01')).toBe('元旦');
    expect(nightPriceFen(p, '2027-01-01')).toBeGreaterThan(nightPriceFen(p, '2026-12-04'));
    expect(nightPriceFen({ ...p, rule: 'none' }, '2026-12-03')).toBeLessThan(nightPriceFen(p, '2026-12-03'));
    expect(nightPriceFen({ ...p, meals: 2 }, '2026-12-03')).toBeGreaterThan(nightPriceFen(p, '2026-12-03'));
    expect(nightPriceFen(p, '2026-12-03') % 100).toBe(0);
  });

  it('has sold-out nights somewhere, and keeps every room type of the home’s 上海 hotels at 3 rooms or more for 30 days', async () => {
    const stay = stayDates(t.clock.ms, 0, 28);
    for (const id of ['H310000001', 'H310000002', 'H310000003', 'H310000004']) {
      for (const roomType of await roomsOf(t.server, id, stay)) {
        for (const n of roomType.plans[0]!.nights)
          expect(n.rooms_left, `${roomType.id} ${n.date}`).toBeGreaterThanOrEqual(3);
      }
    }
    const [scarce] = await t.server.db.query<{ id: string; hotel_id: string }>(
      "select id, hotel_id from hotel_room_types where scarce and hotel_id like 'H310000%' order by id limit 1",
    );
    const nights = (await roomsOf(t.server, scarce!.hotel_id, stay)).find((r) => r.id === scarce!.id)!
      .plans[0]!.nights;
    expect(nights.some((n) => n.rooms_left === 0)).toBe(true);
  });
});

describe('search', () => {
  it('answers a page with the lowest average price of the stay per hotel, sold-out hotels last', async () => {
    const page = await search({ page_size: 50 });
    expect(page.flag).toBe(0);
    expect(page.data).toMatchObject({ total: 16, page_num: 1, page_size: 50, nights: 2 });
    const stay = stayDates(t.clock.ms, 1, 2);
    const hotel = page.data.list.find((h) => h.id === STEADY_HOTEL)!;
    const plans = (await roomsOf(t.server, STEADY_HOTEL, stay))
      .flatMap((r) => r.plans)
      .filter((p) => p.rooms_left > 0);
    expect(hotel.lowest_price_fen).toBe(Math.min(...plans.map((p) => p.average_fen)));
    const prices = page.data.list.map((h) => h.lowest_price_fen);
    const firstSoldOut = prices.indexOf(null);
    if (firstSoldOut >= 0) expect(prices.slice(firstSoldOut).every((p) => p === null)).toBe(true);
  });

  it('sorts by price both ways, by star and by score, and by distance from a point', async () => {
    const prices = (await search({ sort: 'price_asc', page_size: 50 })).data.list
      .map((h) => h.lowest_price_fen)
      .filter((p) => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    const desc = (await search({ sort: 'price_desc', page_size: 50 })).data.list
      .map((h) => h.lowest_price_fen)
      .filter((p) => p !== null);
    expect(desc).toEqual([...prices].reverse());
    const stars = (await search({ sort: 'star_desc', page_size: 50 })).data.list.map((h) => h.level.value);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const near = await search({ sort: 'distance', lat: 31.233, lng: 121.4751, page_size: 50 });
    const distances = near.data.list.filter((h) => h.lowest_price_fen !== null).map((h) => h.distance_m!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await search({ sort: 'distance' })).flag).toBe(2001);
  });

  it('filters by star, brand, tag, facility, district, station, keyword and price', async () => {
    const five = (await search({ levels: [5], page_size: 50 })).data.list;
    expect(five.length).toBeGreaterThan(0);
    expect(five.every((h) => h.level.value === 5)).toBe(true);
    const brand = (await search({ brands: ['亚朵'] })).data.list;
    expect(brand.map((h) => h.brand)).toEqual(brand.map(() => '亚朵'));
    const family = (await search({ tags: ['亲子'] })).data.list;
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((h) => h.tags.includes('亲子'))).toBe(true);
    const pools = (await search({ facilities: ['pool'], page_size: 50 })).data.list;
    for (const h of pools) {
      const detail = await call<{ facilities: { code: string }[] }>(t.server, 'GET', '/api/hotel/detail', {
        form: { hotel_id: h.id },
      });
      expect(detail.data.facilities.map((f) => f.code)).toContain('pool');
    }
    expect(
      (await search({ districts: ['浦东新区'] })).data.list.every((h) => h.district === '浦东新区'),
    ).toBe(true);
    expect((await search({ keyword: '迪士尼' })).data.list.map((h) => h.id)).toContain('H310000003');
    expect((await search({ subways: ['人民广场'] })).data.list.map((h) => h.id)).toContain(STEADY_HOTEL);
    const cheap = (await search({ price_max_fen: 40_000, page_size: 50 })).data.list;
    expect(cheap.every((h) => h.lowest_price_fen !== null && h.lowest_price_fen <= 40_000)).toBe(true);
    expect((await search({ keyword: '没有这家酒店' })).data).toMatchObject({ total: 0, list: [] });
  });

  it('pages without gaps or repeats', async () => {
    const all = (await search({ page_size: 50 })).data.list.map((h) => h.id);
    const pages = [];
    for (let n = 1; n <= 4; n++)
      pages.push(...(await search({ page_size: 5, page_num: n })).data.list.map((h) => h.id));
    expect(pages).toEqual(all);
  });

  it('makes the same few queries for a page of 5 and a page of 50', async () => {
    const statements: string[] = [];
    const recording: Queryable = {
      query: <T>(sql: string, params?: readonly unknown[]) => {
        statements.push(sql);
        return t.server.db.query<T>(sql, params);
      },
      exec: (sql) => t.server.db.exec(sql),
    };
    const stay = checkStay(...(Object.values(stayDates(t.clock.ms, 1, 3)) as [string, string]), t.clock.ms);
    const query = (pageSize: number): SearchQuery => ({
      city: { adcode: '310000', name: '上海' },
      stay,
      keyword: null,
      sort: 'recommend',
      point: null,
      priceMinFen: null,
      priceMaxFen: null,
      levels: [],
      brands: [],
      facilities: [],
      tags: [],
      districts: [],
      subways: [],
      pageNum: 1,
      pageSize,
    });
    await searchHotels(recording, query(5));
    const small = statements.length;
    statements.length = 0;
    const big = await searchHotels(recording, query(50));
    expect(big.list.length).toBe(16);
    expect(statements.length).toBe(small);
    expect(small).toBe(3);
    statements.length = 0;
    await resolveCity(recording, '上海');
    expect(statements.length).toBe(1);
  });

  it('refuses a past date, a stay over 28 nights and a check-out before check-in (2702), an unknown city (2701)', async () => {
    const today = shanghaiDate(t.clock.ms);
    const past = await search({ check_in: addDays(today, -1), check_out: today });
    expect(past).toMatchObject({ flag: 2702, data: null });
    expect((await search({ check_in: today, check_out: addDays(today, 29) })).flag).toBe(2702);
    expect((await search({ check_in: addDays(today, 2), check_out: addDays(today, 1) })).flag).toBe(2702);
    expect((await search({ check_in: '2026-02-30', check_out: today })).flag).toBe(2001);
    const unknown = await search({ city: '654321' });
    expect(unknown.flag).toBe(2701);
    const noHotels = await search({ city: '120000' });
    expect(noHotels).toMatchObject({ flag: 2701 });
    expect(noHotels.msg).toContain('天津');
  });

  it('joins the development fault switch', async () => {
    const set = await t.server.app.inject({
      method: 'POST',
      url: '/__dev/fault',
      payload: { path: '/v2/hotel/search', flag: 5000, times: 1 },
    });
    expect(set.statusCode).toBe(200);
    expect((await search({})).flag).toBe(5000);
    expect((await search({})).flag).toBe(0);
  });

  it('takes a city name as banner links send it, and a district code for its city', async () => {
    expect((await search({ city: '北京' })).data.list[0]!.city_name).toBe('北京');
    expect((await search({ city: '310101' })).data.total).toBe(16);
  });
});

describe('rooms, detail, auto-match, filters, recommendations, cities', () => {
  it('prices every plan of every room type night by night, cheapest first, with the rule in words', async () => {
    const stay = stayDates(t.clock.ms, 3, 3);
    const rooms = await roomsOf(t.server, STEADY_HOTEL, stay);
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    for (const r of rooms) {
      expect(r.plans.length).toBeGreaterThanOrEqual(1);
      const totals = r.plans.map((p) => p.total_fen);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const p of r.plans) {
        expect(p.nights.map((n) => n.date)).toEqual([0, 1, 2].map((i) => addDays(stay.check_in, i)));
        expect(p.total_fen).toBe(p.nights.reduce((s, n) => s + n.price_fen, 0));
        expect(p.rooms_left).toBe(Math.min(10, ...p.nights.map((n) => n.rooms_left)));
        if (p.cancel_rule === 'free') expect(p.cancel_deadline).toMatch(/T18:00:00\+08:00$/);
        else expect(p.cancel_deadline).toBeNull();
      }
    }
    const unknown = await call(t.server, 'GET', '/api/hotel/rooms', {
      form: { hotel_id: 'H310000999', ...stay },
    });
    expect(unknown.flag).toBe(2703);
  });

  it('answers the detail with facilities, policies, pictures and nearby places, and 2703 for an unknown hotel', async () => {
    const detail = await call<{
      facilities: { category: string }[];
      policies: { check_in_from: string };
      pictures: { category: string }[];
      subways: { distance_m: number }[];
      landmarks: { distance_m: number }[];
      lowest_price_fen: null;
    }>(t.server, 'GET', '/api/hotel/detail', { form: { hotel_id: STEADY_HOTEL } });
    expect(detail.data.policies.check_in_from).toBe('14:00');
    expect(detail.data.pictures[0]!.category).toBe('外观');
    expect(detail.data.subways[0]!.distance_m).toBeLessThanOrEqual(3000);
    const d = detail.data.landmarks.map((l) => l.distance_m);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    expect((await call(t.server, 'GET', '/api/hotel/detail', { form: { hotel_id: 'nope' } })).flag).toBe(
      2703,
    );
    const batch = await call<{ list: { id: string }[] }>(t.server, 'POST', '/v2/hotel/details', {
      json: { hotel_ids: ['H110000001', 'nope', STEADY_HOTEL] },
    });
    expect(batch.data.list.map((h) => h.id)).toEqual(['H110000001', STEADY_HOTEL]);
  });

  it('auto-matches names, brands, areas, landmarks and stations, exact names first', async () => {
    const match = await call<{
      list: { kind: string; kind_text: string; text: string; hotel_id: string | null; lat: number | null }[];
    }>(t.server, 'GET', '/api/hotel/autoMatch', { form: { city: '310000', keyword: '人民广场' } });
    const kinds = match.data.list.map((s) => s.kind);
    expect(kinds.slice(0, 2)).toEqual(['business_area', 'subway']);
    expect(match.data.list.find((s) => s.kind === 'subway')).toMatchObject({
      kind_text: '地铁站',
      text: '人民广场',
    });
    expect(
      match.data.list
        .filter((s) => s.kind === 'hotel')
        .every((s) => s.hotel_id && s.text.includes('人民广场')),
    ).toBe(true);
    const brand = await call<{ list: { kind: string; text: string }[] }>(
      t.server,
      'GET',
      '/api/hotel/autoMatch',
      {
        form: { city: '上海', keyword: '亚朵' },
      },
    );
    expect(brand.data.list[0]).toMatchObject({ kind: 'brand', text: '亚朵' });
    const landmark = await call<{ list: { kind: string; lat: number | null }[] }>(
      t.server,
      'GET',
      '/api/hotel/autoMatch',
      {
        form: { city: '310000', keyword: '外滩' },
      },
    );
    expect(landmark.data.list.find((s) => s.kind === 'landmark')!.lat).toBeCloseTo(31.24, 1);
    const long = await call(t.server, 'GET', '/api/hotel/autoMatch', {
      form: { city: '310000', keyword: '长'.repeat(31) },
    });
    expect(long.flag).toBe(2001);
  });

  it('offers the filters of a city, recommends at most six, and lists the cities with hotels', async () => {
    const filters = await call<{
      tags: string[];
      brands: string[];
      subway_lines: { line: string; stations: string[] }[];
      price_ranges: unknown[];
    }>(t.server, 'GET', '/api/hotel/filters', { form: { city: '310000' } });
    expect(filters.data.tags).toEqual(expect.arrayContaining(['近地铁', '亲子', '商务']));
    expect(filters.data.brands).toContain('亚朵');
    expect(filters.data.subway_lines.find((l) => l.line === '2号线')!.stations).toContain('人民广场');
    expect(filters.data.price_ranges.length).toBe(6);
    const recommend = await call<{ list: Brief[] }>(t.server, 'GET', '/api/hotel/recommend', {
      form: { city: '310000', exclude: 'H310000001', ...stayDates(t.clock.ms, 1, 1) },
    });
    expect(recommend.data.list.length).toBe(6);
    expect(recommend.data.list.map((h) => h.id)).not.toContain('H310000001');
    expect(recommend.data.list.some((h) => h.lowest_price_fen !== null)).toBe(true);
    const cities = await call<{ hot: { name: string; hotel_count: number }[]; groups: { letter: string }[] }>(
      t.server,
      'GET',
      '/api/hotel/cityList',
    );
    expect(cities.data.hot.slice(0, 4).map((c) => c.name)).toEqual(['北京', '上海', '广州', '深圳']);
    expect(cities.data.groups.map((g) => g.letter)).toEqual(
      [...cities.data.groups.map((g) => g.letter)].sort(),
    );
  });
});
