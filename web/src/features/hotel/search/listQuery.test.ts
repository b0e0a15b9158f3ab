import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  clearKeyword,
  filterCount,
  hotelListUrl,
  parseListQuery,
  parsePrice,
  searchInput,
  writeFilters,
  writeSort,
} from './listQuery.ts';

const TODAY = '2026-11-20';
const parse = (search: string) => parseListQuery(new URLSearchParams(search), TODAY);

describe('the hotel list URL', () => {
  it('reads a banner link (name, keyword, one tag) with today and tomorrow as the stay', () => {
    const query = parse('city=北京&search=国贸&tag=亲子');
    expect(query.city).toBe('北京');
    expect(query.keyword).toBe('国贸');
    expect(query.filters.tags).toEqual(['亲子']);
    expect(query.stay).toEqual({ checkIn: '2026-11-20', checkOut: '2026-11-21', nights: 1 });
    expect(query.sort).toBe('RECOMMEND');
  });

  it('turns every filter into the search input, leaving out what is not set', () => {
    const query = parse(
      'city=310000&checkin=2026-11-21&checkout=2026-11-23&sort=price_asc&price=15000-30000' +
        '&level=5&level=4&brand=亚朵&facility=wifi&tag=亲子&district=黄浦区&subway=人民广场',
    );
    expect(searchInput(query, '310000')).toEqual({
      city: '310000',
      checkIn: '2026-11-21',
      checkOut: '2026-11-23',
      sort: 'PRICE_ASC',
      priceMinFen: 15000,
      priceMaxFen: 30000,
      levels: [4, 5],
      brands: ['亚朵'],
      facilities: ['wifi'],
      tags: ['亲子'],
      districts: ['黄浦区'],
      subways: ['人民广场'],
      pageNum: 1,
      pageSize: 20,
    });
    expect(searchInput(parse('city=310000'), '310000', 3)).toEqual({
      city: '310000',
      checkIn: TODAY,
      checkOut: '2026-11-21',
      sort: 'RECOMMEND',
      pageNum: 3,
      pageSize: 20,
    });
  });

  it('sorts by distance only around a point', () => {
    expect(parse('city=310000&sort=distance').sort).toBe('RECOMMEND');
    const near = parse('city=310000&sort=distance&lat=31.2336&lng=121.4751&search=人民广场');
    expect(near.sort).toBe('DISTANCE');
    expect(searchInput(near, '310000').near).toEqual({ lat: 31.2336, lng: 121.4751 });
    expect(parse('city=310000&lat=91&lng=121').point).toBeNull();
  });

  it('drops values it does not know rather than filtering everything out', () => {
    const query = parse('city=310000&level=9&level=x&level=3&sort=cheap&price=abc');
    expect(query.filters.levels).toEqual([3]);
    expect(query.sort).toBe('RECOMMEND');
    expect(query.filters.priceMinFen).toBeNull();
    expect(parsePrice('100000-')).toEqual({ min: 100000, max: null });
    expect(parsePrice('0-15000')).toEqual({ min: null, max: 15000 });
    expect(parsePrice('300-100')).toEqual({ min: null, max: null });
  });

  it('writes filters and sort back so that reading them again gives the same', () => {
    const start = new URLSearchParams('city=310000&checkin=2026-11-21&checkout=2026-11-22&search=外滩');
    const filters = {
      ...parse('').filters,
      priceMinFen: 100000,
      levels: [5],
      brands: ['亚朵', '全季'],
      districts: ['黄浦区'],
    };
    const written = writeSort(writeFilters(start, filters), 'SCORE_DESC');
    const again = parseListQuery(written, TODAY);
    expect(again.filters).toEqual(filters);
    expect(again.sort).toBe('SCORE_DESC');
    expect(again.keyword).toBe('外滩');
    expect(filterCount(again.filters)).toBe(5);
    // 清空筛选 keeps the city, dates, keyword and sort.
    const cleared = clearFilters(written);
    expect(filterCount(parseListQuery(cleared, TODAY).filters)).toBe(0);
    expect(cleared.get('search')).toBe('外滩');
    expect(cleared.get('sort')).toBe('score_desc');
    expect(writeSort(written, 'RECOMMEND').has('sort')).toBe(false);
  });

  it('clears a keyword with its point and the distance sort', () => {
    const cleared = clearKeyword(
      new URLSearchParams('city=310000&search=人民广场&lat=31.2&lng=121.4&sort=distance&level=5'),
    );
    expect(cleared.toString()).toBe('city=310000&level=5');
  });

  it('builds list URLs', () => {
    expect(
      hotelListUrl({
        city: '310000',
        stay: { checkIn: '2026-11-21', checkOut: '2026-11-23' },
        keyword: '人民广场',
        point: { lat: 31.2, lng: 121.4 },
        sort: 'DISTANCE',
      }),
    ).toBe(
      '/hotel/hotelList?city=310000&checkin=2026-11-21&checkout=2026-11-23&search=%E4%BA%BA%E6%B0%91%E5%B9%BF%E5%9C%BA&lat=31.2&lng=121.4&sort=distance',
    );
  });
});
