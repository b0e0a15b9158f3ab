// The hotel catalogue's graph through the real stand-in: the city picker, auto-match, search with
// filters, sort and paging, one hotel, its rooms and plans; a city by adcode or by name; the constant
// number of upstream calls for a page of hotels asking for their full fields; input refused before
// any upstream call; the map configuration.
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SHANGHAI = '310000';
const today = todayInShanghai();
const checkIn = addDays(today, 7);
const checkOut = addDays(today, 9);

/** Upstream calls (prefix and path) made while `work` runs, counted at the stand-in. */
async function upstreamCalls(work: () => Promise<unknown>): Promise<string[]> {
  const log = stack.legacy.requestLog;
  const last = log[log.length - 1];
  await work();
  // The log keeps its last 2 000 entries: find where this work started by the entry before it.
  const from = last === undefined ? 0 : log.lastIndexOf(last) + 1;
  return log.slice(from).map((c) => `${c.prefix}${c.path}`);
}

interface Money {
  fen: number;
  text: string;
}
interface Nearby {
  name: string;
  line: string | null;
  distanceMeters: number;
}
interface Hotel {
  id: string;
  name: string;
  brand: string | null;
  level: { kind: string; value: number; text: string };
  cityAdcode: string;
  cityName: string;
  district: string;
  location: { lat: number; lng: number };
  score: number;
  tags: string[];
  cover: string;
  nearestSubway: Nearby | null;
  lowestPrice: Money | null;
  distanceMeters: number | null;
}
interface FullHotel extends Hotel {
  phone: string;
  facilities: { code: string; name: string; category: string }[];
  policies: { checkInFrom: string; checkOutBy: string; breakfast: string };
  pictures: { url: string; category: string; title: string }[];
  subways: Nearby[];
  landmarks: Nearby[];
}
interface SearchResult {
  items: Hotel[];
  total: number;
  pageNum: number;
  pageSize: number;
  hasMore: boolean;
  checkIn: string;
  checkOut: string;
  nights: number;
}
interface Plan {
  id: string;
  name: string;
  meals: number;
  mealText: string;
  cancelRule: string;
  cancelLabel: string;
  cancelDeadline: string | null;
  cancelText: string;
  arrivalTimes: string[];
  nights: { date: string; price: Money; roomsLeft: number }[];
  total: Money;
  averagePrice: Money;
  roomsLeft: number;
  soldOut: boolean;
}
interface RoomType {
  id: string;
  hotelId: string;
  name: string;
  maxGuests: number;
  plans: Plan[];
  lowestPrice: Money | null;
  soldOut: boolean;
}

const BRIEF = `id name brand level { kind value text } cityAdcode cityName district location { lat lng }
  score tags cover nearestSubway { name line distanceMeters } lowestPrice { fen text } distanceMeters`;
const FULL = `${BRIEF} phone facilities { code name category } policies { checkInFrom checkOutBy breakfast }
  pictures { url category title } subways { name line distanceMeters } landmarks { name distanceMeters }`;
const SEARCH = `query S($input: HotelSearchInput!) { hotelSearch(input: $input) {
  items { ${BRIEF} } total pageNum pageSize hasMore checkIn checkOut nights } }`;
const SEARCH_FULL = `query S($input: HotelSearchInput!) { hotelSearch(input: $input) {
  items { ${FULL} } total pageNum pageSize hasMore checkIn checkOut nights } }`;
const PLAN = `id name meals mealText cancelRule cancelLabel cancelDeadline cancelText arrivalTimes
  nights { date price { fen text } roomsLeft } total { fen text } averagePrice { fen text } roomsLeft soldOut`;
const ROOMS = `query R($id: ID!, $in: Date!, $out: Date!) { hotelRooms(hotelId: $id, checkIn: $in, checkOut: $out) {
  hotelId checkIn checkOut nights roomTypes { id hotelId name maxGuests lowestPrice { fen } soldOut plans { ${PLAN} } } } }`;

async function search(input: Record<string, unknown>, query = SEARCH): Promise<SearchResult> {
  const res = await stack.client().gql<{ hotelSearch: SearchResult }>(query, {
    input: { city: SHANGHAI, checkIn, checkOut, ...input },
  });
  if (!res.data) throw new Error(`search failed: ${JSON.stringify(res.errors)}`);
  return res.data.hotelSearch;
}

describe('hotel cities and auto-match', () => {
  it('gives the hot cities and every city A–Z in one call', async () => {
    let cities:
      | {
          hot: { adcode: string; name: string }[];
          groups: { letter: string; cities: { name: string; hotelCount: number; firstLetter: string }[] }[];
        }
      | undefined;
    const calls = await upstreamCalls(async () => {
      const res = await stack.client().gql<{ hotelCities: NonNullable<typeof cities> }>(`{
        hotelCities { hot { adcode name pinyin firstLetter hotelCount } groups { letter cities { adcode name firstLetter hotelCount } } } }`);
      expect(res.errors).toBeUndefined();
      cities = res.data!.hotelCities;
    });
    expect(calls).toEqual(['/api/hotel/cityList']);
    expect(cities!.hot.map((c) => c.name)).toEqual(expect.arrayContaining(['北京', '上海', '广州', '深圳']));
    expect(cities!.hot.find((c) => c.name === '上海')!.adcode).toBe(SHANGHAI);
    const all = cities!.groups.flatMap((g) => g.cities);
    for (const name of [
      '北京',
      '上海',
      '广州',
      '深圳',
      '成都',
      '杭州',
      '西安',
      '三亚',
      '昆明',
      '丽江',
      '厦门',
      '重庆',
    ]) {
      expect(all.find((c) => c.name === name)?.hotelCount, name).toBeGreaterThanOrEqual(15);
    }
    for (const group of cities!.groups) {
      expect(group.letter).toMatch(/^[A-Z]$/);
      expect(group.cities.every((c) => c.firstLetter === group.letter)).toBe(true);
    }
  });

  it('suggests hotels, brands and places as the shopper types, and asks nothing for an empty keyword', async () => {
    const [hotel] = (await search({ pageSize: 1 })).items;
    const word = hotel!.name.slice(0, 2);
    const res = await stack.client().gql<{
      hotelSuggestions: {
        kind: string;
        kindText: string;
        text: string;
        hotelId: string | null;
        hint: string;
        location: { lat: number } | null;
      }[];
    }>('query A($city: ID!, $kw: String!) { hotelSuggestions(city: $city, keyword: $kw) { kind kindText text hotelId hint location { lat } } }', {
      city: SHANGHAI,
      kw: word,
    });
    expect(res.errors).toBeUndefined();
    const list = res.data!.hotelSuggestions;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(20);
    for (const s of list) {
      expect(s.text).toContain(word);
      expect(['HOTEL', 'BRAND', 'DISTRICT', 'BUSINESS_AREA', 'LANDMARK', 'SUBWAY']).toContain(s.kind);
      if (s.kind === 'HOTEL') expect(s.hotelId).toMatch(/^H310000\d{3}$/);
      else expect(s.hotelId).toBeNull();
    }
    const calls = await upstreamCalls(async () => {
      const empty = await stack
        .client()
        .gql('query A($kw: String!) { hotelSuggestions(city: "310000", keyword: $kw) { text } }', {
          kw: '   ',
        });
      expect(empty.data).toEqual({ hotelSuggestions: [] });
    });
    expect(calls).toEqual([]);
  });
});

describe('hotel search', () => {
  it('finds a city’s hotels for a stay, priced, 20 a page, by adcode or by Chinese name', async () => {
    const page = await search({});
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, checkIn, checkOut, nights: 2 });
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.items).toHaveLength(Math.min(20, page.total));
    expect(page.hasMore).toBe(page.total > 20);
    for (const hotel of page.items) {
      expect(hotel).toMatchObject({ cityAdcode: SHANGHAI, cityName: '上海' });
      expect(hotel.id).toMatch(/^H310000\d{3}$/);
      expect(hotel.cover).toMatch(/^\/media\//);
      expect(hotel.level.value).toBeGreaterThanOrEqual(2);
      expect(hotel.level.value).toBeLessThanOrEqual(5);
      expect(['STAR', 'DIAMOND']).toContain(hotel.level.kind);
      expect(hotel.distanceMeters).toBeNull();
    }
    // Sold-out hotels (no price) come last.
    const firstUnpriced = page.items.findIndex((h) => h.lowestPrice === null);
    if (firstUnpriced >= 0)
      expect(page.items.slice(firstUnpriced).every((h) => h.lowestPrice === null)).toBe(true);
    expect(page.items.some((h) => h.lowestPrice !== null)).toBe(true);

    // A banner link's city name: one more call, to the city list, and the same answer.
    let byName: SearchResult | undefined;
    const calls = await upstreamCalls(async () => {
      byName = await search({ city: '上海' });
    });
    expect(calls).toEqual(['/api/hotel/cityList', '/v2/hotel/search']);
    expect(byName!.items.map((h) => h.id)).toEqual(page.items.map((h) => h.id));
    expect((await search({ city: '上海市', pageSize: 1 })).total).toBe(page.total);
    const nowhere = await stack.client().gql(SEARCH, { input: { city: '火星', checkIn, checkOut } });
    expect(nowhere.errors![0]!.extensions).toMatchObject({ code: 'HOTEL_CITY_NOT_FOUND' });
    expect(nowhere.errors![0]!.message).toContain('火星');
  });

  it('sorts by price and filters by level, keyword and a facility of the filters', async () => {
    const cheap = await search({ sort: 'PRICE_ASC', pageSize: 50 });
    const prices = cheap.items.filter((h) => h.lowestPrice).map((h) => h.lowestPrice!.fen);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await search({ sort: 'PRICE_DESC', pageSize: 50 });
    const down = dear.items.filter((h) => h.lowestPrice).map((h) => h.lowestPrice!.fen);
    expect(down).toEqual([...down].sort((a, b) => b - a));

    const fiveAndFour = await search({ levels: [4, 5], pageSize: 50 });
    expect(fiveAndFour.total).toBeGreaterThan(0);
    expect(fiveAndFour.total).toBeLessThan(cheap.total);
    expect(fiveAndFour.items.every((h) => h.level.value >= 4)).toBe(true);

    const filters = await stack.client().gql<{
      hotelFilters: {
        tags: string[];
        brands: string[];
        districts: string[];
        facilities: { code: string; name: string; category: string }[];
        subwayLines: { line: string; stations: string[] }[];
        priceRanges: { minFen: number; maxFen: number | null; text: string }[];
      };
    }>(`{ hotelFilters(city: "310000") { tags brands districts facilities { code name category } subwayLines { line stations } priceRanges { minFen maxFen text } } }`);
    expect(filters.errors).toBeUndefined();
    const offered = filters.data!.hotelFilters;
    expect(offered.tags.length).toBeGreaterThan(0);
    expect(offered.districts.length).toBeGreaterThan(0);
    expect(offered.priceRanges.length).toBeGreaterThan(1);
    expect(offered.facilities.length).toBeGreaterThan(0);
    expect(offered.facilities.every((f) => f.category !== '')).toBe(true);
    const district = offered.districts[0]!;
    const inDistrict = await search({ districts: [district], pageSize: 50 });
    expect(inDistrict.total).toBeGreaterThan(0);
    expect(inDistrict.items.every((h) => h.district === district)).toBe(true);
    const tag = offered.tags[0]!;
    const tagged = await search({ tags: [tag], pageSize: 50 });
    expect(tagged.items.every((h) => h.tags.includes(tag))).toBe(true);

    const named = cheap.items[0]!;
    const byKeyword = await search({ keyword: named.name });
    expect(byKeyword.items.map((h) => h.id)).toContain(named.id);
  });

  it('measures and sorts by distance from a point, and pages on', async () => {
    const [first] = (await search({ pageSize: 1 })).items;
    const near = { lat: first!.location.lat, lng: first!.location.lng };
    const page = await search({ sort: 'DISTANCE', near, pageSize: 5 });
    const distances = page.items.map((h) => h.distanceMeters!);
    expect(distances.every((d) => typeof d === 'number')).toBe(true);
    expect(page.items[0]!.distanceMeters).toBeLessThan(50);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const second = await search({ sort: 'DISTANCE', near, pageSize: 5, pageNum: 2 });
    expect(second.pageNum).toBe(2);
    expect(second.items.map((h) => h.id).some((id) => page.items.some((h) => h.id === id))).toBe(false);
  });

  it('makes the same upstream calls for a page of 1 and a full page of hotels asking for their full fields', async () => {
    let one: SearchResult | undefined;
    let page: SearchResult | undefined;
    const oneCalls = await upstreamCalls(async () => {
      one = await search({ pageSize: 1 }, SEARCH_FULL);
    });
    const pageCalls = await upstreamCalls(async () => {
      page = await search({ pageSize: 20 }, SEARCH_FULL);
    });
    expect(one!.items).toHaveLength(1);
    // The seed has 16 hotels a city: the page of 20 holds them all.
    expect(page!.items).toHaveLength(Math.min(20, page!.total));
    expect(page!.items.length).toBeGreaterThanOrEqual(15);
    expect(pageCalls).toEqual(oneCalls);
    expect(pageCalls).toEqual(['/v2/hotel/search', '/v2/hotel/details']);
    for (const hotel of page!.items as FullHotel[]) {
      expect(hotel.phone).not.toBe('');
      expect(hotel.facilities.length).toBeGreaterThan(0);
      expect(hotel.facilities.every((f) => f.category !== '')).toBe(true);
      expect(hotel.policies.checkInFrom).toMatch(/^\d{2}:\d{2}$/);
      expect(hotel.pictures.length).toBeGreaterThan(0);
      expect(hotel.pictures.every((p) => p.url.startsWith('/media/'))).toBe(true);
    }
  });

  it('loads the full fields of more than 20 hotels of two lists in one query with one batch per list', async () => {
    let lists: { sh: SearchResult; bj: SearchResult } | undefined;
    const calls = await upstreamCalls(async () => {
      const res = await stack.client().gql<{ sh: SearchResult; bj: SearchResult }>(
        `query Two($sh: HotelSearchInput!, $bj: HotelSearchInput!) {
          sh: hotelSearch(input: $sh) { total items { id phone facilities { code } pictures { url } subways { name } landmarks { name } } }
          bj: hotelSearch(input: $bj) { total items { id phone facilities { code } pictures { url } subways { name } landmarks { name } } } }`,
        {
          sh: { city: SHANGHAI, checkIn, checkOut, pageSize: 20 },
          bj: { city: '110000', checkIn, checkOut, pageSize: 20 },
        },
      );
      expect(res.errors).toBeUndefined();
      lists = res.data!;
    });
    const hotels = [...lists!.sh.items, ...lists!.bj.items] as unknown as FullHotel[];
    expect(hotels.length).toBeGreaterThan(20);
    expect(hotels.every((h) => h.phone && h.facilities.length > 0)).toBe(true);
    expect(calls.filter((c) => c === '/v2/hotel/search')).toHaveLength(2);
    const batches = calls.filter((c) => c === '/v2/hotel/details').length;
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(2);
    expect(calls).toHaveLength(2 + batches);
  });
});

describe('one hotel and its rooms', () => {
  it('gives a hotel in full, pictures by category; an unknown one is null', async () => {
    const [brief] = (await search({ pageSize: 1 })).items;
    const res = await stack
      .client()
      .gql<{ hotel: FullHotel & { exterior: { category: string }[] } }>(
        `query H($id: ID!) { hotel(id: $id) { ${FULL} exterior: pictures(category: "外观") { category } } }`,
        { id: brief!.id },
      );
    expect(res.errors).toBeUndefined();
    const hotel = res.data!.hotel;
    expect(hotel).toMatchObject({ id: brief!.id, name: brief!.name, lowestPrice: null });
    expect(hotel.pictures.length).toBeGreaterThan(hotel.exterior.length);
    expect(hotel.exterior.every((p) => p.category === '外观')).toBe(true);
    const subways = hotel.subways.map((s) => s.distanceMeters);
    expect(subways).toEqual([...subways].sort((a, b) => a - b));
    const unknown = await stack.client().gql('{ hotel(id: "H310000999") { id } }');
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ hotel: null });
  });

  it('prices every plan night by night: the total is the sum of the nights', async () => {
    const [brief] = (await search({ pageSize: 1 })).items;
    const res = await stack.client().gql<{
      hotelRooms: {
        hotelId: string;
        checkIn: string;
        checkOut: string;
        nights: number;
        roomTypes: RoomType[];
      };
    }>(ROOMS, { id: brief!.id, in: checkIn, out: checkOut });
    expect(res.errors).toBeUndefined();
    const rooms = res.data!.hotelRooms;
    expect(rooms).toMatchObject({ hotelId: brief!.id, checkIn, checkOut, nights: 2 });
    expect(rooms.roomTypes.length).toBeGreaterThan(0);
    const rules = new Set<string>();
    for (const type of rooms.roomTypes) {
      expect(type.hotelId).toBe(brief!.id);
      expect(type.plans.length).toBeGreaterThan(0);
      for (const plan of type.plans) {
        rules.add(plan.cancelRule);
        expect(plan.id.startsWith(`${type.id}.P`)).toBe(true);
        expect(plan.nights.map((n) => n.date)).toEqual([checkIn, addDays(checkIn, 1)]);
        expect(plan.total.fen).toBe(plan.nights.reduce((sum, n) => sum + n.price.fen, 0));
        expect(plan.roomsLeft).toBe(Math.min(10, ...plan.nights.map((n) => n.roomsLeft)));
        expect(plan.soldOut).toBe(plan.roomsLeft === 0);
        expect(plan.cancelDeadline === null).toBe(plan.cancelRule !== 'FREE');
        expect(plan.arrivalTimes.length).toBeGreaterThan(0);
      }
      const onSale = type.plans.filter((p) => !p.soldOut).map((p) => p.averagePrice.fen);
      expect(type.lowestPrice?.fen ?? null).toBe(onSale.length ? Math.min(...onSale) : null);
      expect(type.soldOut).toBe(onSale.length === 0);
    }
    expect(rules.size).toBeGreaterThan(0);
  });

  it('recommends other hotels of the city, leaving out the one shown', async () => {
    const [brief] = (await search({ pageSize: 1 })).items;
    const res = await stack
      .client()
      .gql<{ hotelRecommendations: Hotel[] }>(
        `query R($id: ID!, $in: Date, $out: Date) { hotelRecommendations(city: "310000", checkIn: $in, checkOut: $out, excludeId: $id) { ${BRIEF} } }`,
        { id: brief!.id, in: checkIn, out: checkOut },
      );
    expect(res.errors).toBeUndefined();
    const list = res.data!.hotelRecommendations;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.map((h) => h.id)).not.toContain(brief!.id);
    expect(list.every((h) => h.cityAdcode === SHANGHAI)).toBe(true);
  });
});

describe('input refused before any upstream call', () => {
  const refusals: [string, string, Record<string, unknown>, (string | number)[]][] = [
    [
      'a date that does not exist',
      SEARCH,
      { input: { city: SHANGHAI, checkIn: '2026-02-30', checkOut } },
      [],
    ],
    [
      'check-out on check-in',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut: checkIn } },
      ['input', 'checkOut'],
    ],
    [
      'check-out before check-in',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut: addDays(checkIn, -1) } },
      ['input', 'checkOut'],
    ],
    [
      'a past check-in',
      SEARCH,
      { input: { city: SHANGHAI, checkIn: addDays(today, -1), checkOut } },
      ['input', 'checkIn'],
    ],
    [
      'a check-in beyond 90 days',
      SEARCH,
      { input: { city: SHANGHAI, checkIn: addDays(today, 91), checkOut: addDays(today, 92) } },
      ['input', 'checkIn'],
    ],
    [
      '29 nights',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut: addDays(checkIn, 29) } },
      ['input', 'checkOut'],
    ],
    [
      'a page size of 0',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, pageSize: 0 } },
      ['input', 'pageSize'],
    ],
    [
      'a page size of 51',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, pageSize: 51 } },
      ['input', 'pageSize'],
    ],
    ['page 0', SEARCH, { input: { city: SHANGHAI, checkIn, checkOut, pageNum: 0 } }, ['input', 'pageNum']],
    [
      'a NUL byte in the keyword',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, keyword: 'a\u0000b' } },
      ['input', 'keyword'],
    ],
    [
      'a 31-character keyword',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, keyword: '酒'.repeat(31) } },
      ['input', 'keyword'],
    ],
    [
      'distance without a point',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, sort: 'DISTANCE' } },
      ['input', 'near'],
    ],
    [
      'a point off the globe',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, near: { lat: 91, lng: 0 } } },
      ['input', 'near'],
    ],
    [
      'a lowest price above the highest',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, priceMinFen: 50000, priceMaxFen: 100 } },
      ['input', 'priceMaxFen'],
    ],
    ['level 6', SEARCH, { input: { city: SHANGHAI, checkIn, checkOut, levels: [6] } }, ['input', 'levels']],
    [
      '31 tags',
      SEARCH,
      { input: { city: SHANGHAI, checkIn, checkOut, tags: Array.from({ length: 31 }, (_, i) => `t${i}`) } },
      ['input', 'tags'],
    ],
    [
      'a city that is neither code nor name',
      SEARCH,
      { input: { city: 'sh-01', checkIn, checkOut } },
      ['input', 'city'],
    ],
    ['a malformed hotel id', 'query H($id: ID!) { hotel(id: $id) { id } }', { id: '310000001' }, ['id']],
    ['rooms for a reversed stay', ROOMS, { id: 'H310000001', in: checkOut, out: checkIn }, ['checkOut']],
    [
      'recommendations with one date',
      'query R($in: Date) { hotelRecommendations(city: "310000", checkIn: $in) { id } }',
      { in: checkIn },
      ['checkOut'],
    ],
    [
      'suggestions for a NUL byte',
      'query A($kw: String!) { hotelSuggestions(city: "310000", keyword: $kw) { text } }',
      { kw: '\u0000' },
      ['keyword'],
    ],
  ];
  for (const [what, query, variables, field] of refusals) {
    it(`refuses ${what}`, async () => {
      const calls = await upstreamCalls(async () => {
        const res = await stack.client().gql(query, variables);
        expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        expect(res.errors![0]!.message).toMatch(/\p{Script=Han}/u);
        if (field.length) expect(res.errors![0]!.extensions!.field).toEqual(field);
      });
      expect(calls).toEqual([]);
    });
  }
});

describe('dates in Asia/Shanghai', () => {
  it('takes today and refuses yesterday by the Shanghai calendar whatever the process’s time zone', async () => {
    const zone = process.env.TZ;
    // 11 hours behind UTC: for most of a Shanghai day its local date is a day or two behind.
    process.env.TZ = 'Pacific/Pago_Pago';
    try {
      const shanghaiToday = todayInShanghai();
      const ok = await stack.client().gql<{ hotelSearch: SearchResult }>(SEARCH, {
        input: { city: SHANGHAI, checkIn: shanghaiToday, checkOut: addDays(shanghaiToday, 1), pageSize: 1 },
      });
      expect(ok.errors).toBeUndefined();
      expect(ok.data!.hotelSearch).toMatchObject({ checkIn: shanghaiToday, nights: 1 });
      const calls = await upstreamCalls(async () => {
        const past = await stack.client().gql(SEARCH, {
          input: { city: SHANGHAI, checkIn: addDays(shanghaiToday, -1), checkOut: shanghaiToday },
        });
        expect(past.errors![0]!.extensions).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: ['input', 'checkIn'],
        });
      });
      expect(calls).toEqual([]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('mapConfig', () => {
  const MAP = '{ mapConfig { tileUrl subdomains attribution } }';

  it('is null without MAP_TILE_URL, and asks the backend nothing', async () => {
    const calls = await upstreamCalls(async () => {
      const res = await stack.client().gql(MAP);
      expect(res.data).toEqual({ mapConfig: { tileUrl: null, subdomains: [], attribution: '' } });
    });
    expect(calls).toEqual([]);
  });

  it('gives the configured tiles', async () => {
    const replica = await stack.replica({
      MAP_TILE_URL: 'https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}',
      MAP_TILE_SUBDOMAINS: '1, 2,3,4',
      MAP_TILE_ATTRIBUTION: '© 高德地图',
    });
    const res = await replica.client().gql(MAP);
    expect(res.data).toEqual({
      mapConfig: {
        tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?style=8&x={x}&y={y}&z={z}',
        subdomains: ['1', '2', '3', '4'],
        attribution: '© 高德地图',
      },
    });
  });

  it('refuses at start a template the pages could not use', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });
    expect(load({ MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(/https/);
    expect(load({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(/\{y\}/);
    expect(load({ MAP_TILE_URL: 'https://t{s}.example.com/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_SUBDOMAINS/);
    expect(
      loadConfig({ NODE_ENV: 'test', MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png', MAP_TILE_SUBDOMAINS: 'a,b' })
        .map,
    ).toEqual({
      tileUrl: '/tiles/{z}/{x}/{y}.png',
      subdomains: [],
      attribution: '',
    });
  });
});
