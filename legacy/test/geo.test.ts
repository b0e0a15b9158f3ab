import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../src/domains/geo/cities.ts';
import type { Weather } from '../src/domains/geo/weather.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../src/time.ts';
import { call, startServer, type TestServer } from './helpers.ts';

interface CityList {
  hot: City[];
  groups: { letter: string; cities: City[] }[];
  total: number;
}

const BEIJING_DEFAULT = { longitude: '116.331398', latitude: '39.897445' }; // spec §3 "Local city"
const WEATHER_TEXTS = new Set([
  '晴',
  '多云',
  '阴',
  '小雨',
  '中雨',
  '大雨',
  '雷阵雨',
  '小雪',
  '中雪',
  '大雪',
  '雨夹雪',
  '雾',
  '霾',
]);

let t: TestServer;
beforeAll(async () => {
  t = await startServer();
});
afterAll(async () => {
  await t.server.close();
});

const get = <T>(url: string, form?: Record<string, string>) =>
  call<T>(t.server, 'GET', url, form ? { form } : {});

async function search(keyword: string): Promise<string[]> {
  const answer = await get<{ list: City[] }>('/api/geo/searchCity', { keyword });
  expect(answer.flag).toBe(0);
  return answer.data.list.map((c) => c.name);
}

describe('city list', () => {
  it('groups every city A–Z by pinyin initial, with the hot cities on top', async () => {
    const answer = await get<CityList>('/api/geo/cityList');
    expect(answer.flag).toBe(0);
    const { hot, groups, total } = answer.data;
    const letters = groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
    const all = groups.flatMap((g) => g.cities);
    expect(all).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(60);
    for (const group of groups) {
      expect(group.cities.every((c) => c.first_letter === group.letter)).toBe(true);
      const pinyins = group.cities.map((c) => c.pinyin);
      expect(pinyins).toEqual([...pinyins].sort());
    }
    for (const city of all) {
      expect(city).toEqual({
        adcode: expect.stringMatching(/^\d{6}$/),
        name: expect.any(String),
        pinyin: expect.stringMatching(/^[a-z]+$/),
        initials: expect.stringMatching(/^[a-z]{2,4}$/),
        first_letter: city.pinyin.charAt(0).toUpperCase(),
        province: expect.any(String),
        longitude: expect.any(Number),
        latitude: expect.any(Number),
        is_hot: expect.any(Number),
      });
      expect(city.initials.charAt(0)).toBe(city.pinyin.charAt(0));
    }
    expect(hot.map((c) => c.name).slice(0, 2)).toEqual(['北京', '上海']);
    expect(hot.every((c) => c.is_hot === 1)).toBe(true);
    expect(all.filter((c) => c.is_hot === 1)).toHaveLength(hot.length);
  });
});

describe('city search', () => {
  it('finds a city by Chinese name, full pinyin or initials, in any case', async () => {
    expect((await search('北京'))[0]).toBe('北京');
    expect((await search('beijing'))[0]).toBe('北京');
    expect((await search('BJ'))[0]).toBe('北京');
    expect(await search('wlmq')).toEqual(['乌鲁木齐']);
    expect(await search('heb')).toContain('哈尔滨');
  });

  it('ranks exact hits before prefixes and prefixes before mere containment', async () => {
    // xian is 西安 exactly and the start of xianggang (香港).
    expect(await search('xian')).toEqual(['西安', '香港']);
    // 州 is inside many names and in one province (贵州省): name hits come first, 贵阳 last.
    const zhou = await search('州');
    expect(zhou.length).toBeGreaterThan(5);
    expect(zhou.at(-1)).toBe('贵阳');
    expect(zhou.slice(0, -1).every((name) => name.includes('州'))).toBe(true);
    expect(await search('三')).toEqual(['三亚']);
  });

  it('finds the cities of a province by its name', async () => {
    const guangdong = await search('广东');
    expect(guangdong).toEqual(expect.arrayContaining(['广州', '深圳', '珠海', '佛山', '东莞']));
  });

  it('answers an empty list for no match and 2001 for a missing or over-long keyword', async () => {
    expect(await search('zzzz')).toEqual([]);
    expect((await get('/api/geo/searchCity')).flag).toBe(2001);
    expect((await get('/api/geo/searchCity', { keyword: '长'.repeat(21) })).flag).toBe(2001);
  });
});

describe('locate', () => {
  async function locate(longitude: string, latitude: string) {
    return get<{ city: City; distance_km: number }>('/api/geo/locate', { longitude, latitude });
  }

  it('places the spec default coordinates in Beijing, with its adcode', async () => {
    const answer = await locate(BEIJING_DEFAULT.longitude, BEIJING_DEFAULT.latitude);
    expect(answer.flag).toBe(0);
    expect(answer.data.city).toMatchObject({ adcode: '110000', name: '北京' });
    expect(answer.data.distance_km).toBeGreaterThan(0);
    expect(answer.data.distance_km).toBeLessThan(10);
  });

  it('picks the nearest seeded city, not just one in the right region', async () => {
    expect((await locate('121.4737', '31.2304')).data.city.name).toBe('上海');
    expect((await locate('120.62', '31.32')).data.city.name).toBe('苏州'); // 90 km from Shanghai
    expect((await locate('113.55', '22.20')).data.city.name).toBe('澳门'); // not Zhuhai, 7 km away
    expect((await locate('100.24', '26.87')).data.city.adcode).toBe('530700'); // 丽江
  });

  it('answers 2102 far from every city and 2001 for bad coordinates', async () => {
    const tokyo = await locate('139.69', '35.69');
    expect(tokyo).toMatchObject({ flag: 2102, data: null });
    expect(tokyo.msg).toMatch(/手动选择/);
    expect((await locate('116.3', '95')).flag).toBe(2001);
    expect((await locate('east', '39.9')).flag).toBe(2001);
    expect((await get('/api/geo/locate', { longitude: '116.3' })).flag).toBe(2001);
  });
});

describe('weather', () => {
  async function weather(adcode: string, server = t) {
    return call<Weather>(server.server, 'GET', '/api/geo/weather', { form: { adcode } });
  }

  it('answers today and three more days for a city, in Chinese, with icon codes', async () => {
    const answer = await weather('110000');
    expect(answer.flag).toBe(0);
    const { city, updated_at: updatedAt, now, daily } = answer.data;
    expect(city).toMatchObject({ adcode: '110000', name: '北京' });
    expect(updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\+08:00$/);
    const today = shanghaiDate(t.clock.ms);
    expect(daily.map((d) => d.date)).toEqual([0, 1, 2, 3].map((n) => addDays(today, n)));
    expect(daily.map((d) => d.label).slice(0, 3)).toEqual(['今天', '明天', '后天']);
    expect(daily[3]!.label).toBe(daily[3]!.week);
    for (const day of daily) {
      expect(WEATHER_TEXTS.has(day.text_day)).toBe(true);
      expect(WEATHER_TEXTS.has(day.text_night)).toBe(true);
      expect(day.icon_day).toMatch(/^\d{3}$/);
      expect(day.icon_night).toMatch(/^\d{3}$/);
      expect(day.week).toMatch(/^周[一二三四五六日]$/);
      expect(Number.isInteger(day.temp_max) && Number.isInteger(day.temp_min)).toBe(true);
      expect(day.temp_max).toBeGreaterThan(day.temp_min);
      expect(day.wind_dir).toMatch(/风$/);
      expect(day.wind_scale).toMatch(/^\d-\d$/);
      expect(day.humidity).toBeGreaterThanOrEqual(15);
      expect(day.humidity).toBeLessThanOrEqual(98);
    }
    expect(now.temp).toBeGreaterThanOrEqual(daily[0]!.temp_min);
    expect(now.temp).toBeLessThanOrEqual(daily[0]!.temp_max);
    expect([daily[0]!.text_day, daily[0]!.text_night]).toContain(now.text);
  });

  it('is plausible for every seeded city', async () => {
    const list = await get<CityList>('/api/geo/cityList');
    for (const city of list.data.groups.flatMap((g) => g.cities)) {
      const answer = await weather(city.adcode);
      expect(answer.flag).toBe(0);
      for (const day of answer.data.daily) {
        expect(day.temp_min).toBeGreaterThan(-40);
        expect(day.temp_max).toBeLessThan(45);
      }
    }
  });

  it('is deterministic per city and day: across calls, servers, and from one day to the next', async () => {
    const first = await weather('530700');
    const again = await weather('530700');
    expect(again.data).toEqual(first.data);

    const other = await startServer();
    try {
      other.clock.ms = t.clock.ms;
      expect((await weather('530700', other)).data).toEqual(first.data);
      // Tomorrow, "tomorrow" has become "today" with the same forecast.
      other.clock.advance(86_400);
      const tomorrow = await weather('530700', other);
      const strip = (d: Weather['daily'][number]) => ({ ...d, label: '' });
      expect(tomorrow.data.daily.slice(0, 3).map(strip)).toEqual(first.data.daily.slice(1).map(strip));
    } finally {
      await other.server.close();
    }
    expect((await weather('460200')).data.daily).not.toEqual(first.data.daily);
  });

  it('follows the hour for current conditions: cooler at dawn than in the afternoon', async () => {
    const other = await startServer();
    try {
      const today = shanghaiDate(other.clock.ms);
      other.clock.ms = +shanghaiInstant(today, '05:10');
      const dawn = await weather('610100', other);
      other.clock.ms = +shanghaiInstant(today, '15:10');
      const afternoon = await weather('610100', other);
      expect(dawn.data.updated_at).toBe(`${today}T05:00:00+08:00`);
      expect(afternoon.data.updated_at).toBe(`${today}T15:00:00+08:00`);
      expect(dawn.data.now.temp).toBe(dawn.data.daily[0]!.temp_min);
      expect(afternoon.data.now.temp).toBe(afternoon.data.daily[0]!.temp_max);
      expect(afternoon.data.daily).toEqual(dawn.data.daily);
    } finally {
      await other.server.close();
    }
  });

  it('resolves a district or county code to its city', async () => {
    const district = await weather('110105'); // 北京市朝阳区
    expect(district.data.city.adcode).toBe('110000');
    expect(district.data.daily).toEqual((await weather('110000')).data.daily);
    expect((await weather('532801')).data.city.name).toBe('西双版纳'); // 景洪市
  });

  it('answers flag 2101 with data null for an adcode it does not know, 2001 for a malformed one', async () => {
    for (const adcode of ['999999', '440800', '000000']) {
      const answer = await weather(adcode);
      expect(answer).toMatchObject({ status: 200, flag: 2101, data: null });
      expect(answer.msg).toMatch(/城市/);
    }
    expect((await weather('11000')).flag).toBe(2001);
    expect((await weather('beijing')).flag).toBe(2001);
    expect((await get('/api/geo/weather')).flag).toBe(2001);
  });

  it('obeys the header rules like every /api call', async () => {
    const answer = await call(t.server, 'GET', '/api/geo/weather?adcode=110000', { headers: {} });
    expect(answer.flag).toBe(1000);
  });
});

describe('fault switch on geo', () => {
  afterEach(async () => {
    await t.server.app.inject({ method: 'DELETE', url: '/__dev/fault' });
  });

  it('breaks weather alone and mends it on DELETE', async () => {
    const set = await t.server.app.inject({
      method: 'POST',
      url: '/__dev/fault',
      payload: { path: '/api/geo/weather', flag: 5000 },
    });
    expect(set.statusCode).toBe(200);
    const broken = await get<Weather>('/api/geo/weather', { adcode: '110000' });
    expect(broken).toMatchObject({ status: 500, flag: 5000, data: null });
    expect((await get('/api/geo/cityList')).flag).toBe(0);
    expect((await get('/api/home/banner')).flag).toBe(0);

    await t.server.app.inject({ method: 'DELETE', url: '/__dev/fault?path=/api/geo/weather' });
    expect((await get('/api/geo/weather', { adcode: '110000' })).flag).toBe(0);
  });
});
