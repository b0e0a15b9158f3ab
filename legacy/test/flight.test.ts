// The flight catalogue endpoints and the seat stock behind them, on one server: the stock tests use
// fare ids no search touches, and the search tests that sell seats use their own dates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFlight, type CatalogueFare } from '../src/domains/flight/catalogue.ts';
import { holdSeats, releaseSeats, seatsLeft } from '../src/domains/flight/inventory.ts';
import type { AirCityJson, FlightJson } from '../src/domains/flight/shapes.ts';
import { addDays, shanghaiDate, shanghaiInstant } from '../src/time.ts';
import { call, startServer, type TestServer } from './helpers.ts';

interface Directory {
  international: 0 | 1;
  hot: AirCityJson[];
  groups: { letter: string; cities: AirCityJson[] }[];
  total: number;
}

interface SearchResult {
  from: AirCityJson;
  to: AirCityJson;
  date: string;
  flights: FlightJson[];
}

interface LowPrices {
  from: string;
  to: string;
  start_date: string;
  days: number;
  list: { date: string; price_fen: number | null }[];
}

let t: TestServer;
let today: string;
beforeAll(async () => {
  t = await startServer();
  today = shanghaiDate(t.clock.ms);
});
afterAll(async () => {
  await t.server.close();
});

const get = <T>(url: string, form: Record<string, string> = {}) => call<T>(t.server, 'GET', url, { form });

async function searchCity(keyword: string): Promise<string[]> {
  const answer = await get<{ list: AirCityJson[] }>('/api/flight/searchCity', { keyword });
  expect(answer.flag).toBe(0);
  return answer.data.list.map((c) => c.code);
}

async function search(from: string, to: string, date: string) {
  return get<SearchResult>('/api/flight/search', { from, to, date });
}

describe('air city directory and search', () => {
  it('lists domestic cities: hot ones first, then A–Z by pinyin, each with its airports', async () => {
    const answer = await get<Directory>('/api/flight/cityList');
    expect(answer.flag).toBe(0);
    const { hot, groups, total, international } = answer.data;
    expect(international).toBe(0);
    expect(hot.slice(0, 4).map((c) => c.name)).toEqual(['北京', '上海', '广州', '深圳']);
    const all = groups.flatMap((g) => g.cities);
    expect(all).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(25);
    const letters = groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    for (const group of groups) {
      expect(group.cities.every((c) => c.first_letter === group.letter)).toBe(true);
      const pinyins = group.cities.map((c) => c.pinyin);
      expect(pinyins).toEqual([...pinyins].sort());
    }
    expect(all.every((c) => c.is_international === 0)).toBe(true);
    expect(all.find((c) => c.code === 'BJS')).toEqual({
      code: 'BJS',
      name: '北京',
      pinyin: 'beijing',
      initials: 'bj',
      first_letter: 'B',
      is_international: 0,
      country: '中国',
      airports: [
        { code: 'PEK', name: '北京首都国际机场', short_name: '首都', city_code: 'BJS', city_name: '北京' },
        { code: 'PKX', name: '北京大兴国际机场', short_name: '大兴', city_code: 'BJS', city_name: '北京' },
      ],
    });
  });

  it('lists international cities, Hong Kong, Macao and Taiwan included', async () => {
    const answer = await get<Directory>('/api/flight/cityList', { international: '1' });
    expect(answer.flag).toBe(0);
    const codes = answer.data.groups.flatMap((g) => g.cities.map((c) => c.code));
    expect(codes).toEqual(expect.arrayContaining(['HKG', 'MFM', 'TPE', 'SEL', 'TYO', 'LON', 'NYC']));
    expect(codes).not.toContain('BJS');
    expect(answer.data.hot[0]!.name).toBe('香港');
    expect(answer.data.groups.flatMap((g) => g.cities).every((c) => c.is_international === 1)).toBe(true);
    // Off the contract's list of values: refused before the handler, naming the field.
    expect(await get('/api/flight/cityList', { international: 'yes' })).toMatchObject({
      flag: 2001,
      msg: '是否国际不正确，应为 0 / 1 之一',
    });
  });

  it('finds cities by Chinese, pinyin, initials, city or airport code, airport name and country', async () => {
    expect((await searchCity('上海'))[0]).toBe('SHA');
    expect((await searchCity('shanghai'))[0]).toBe('SHA');
    expect((await searchCity('Shang Hai'))[0]).toBe('SHA');
    expect((await searchCity('bj'))[0]).toBe('BJS');
    expect((await searchCity('pvg'))[0]).toBe('SHA');
    expect((await searchCity('PKX'))[0]).toBe('BJS');
    expect(await searchCity('浦东')).toEqual(['SHA']);
    expect((await searchCity('SEL'))[0]).toBe('SEL');
    expect((await searchCity('首尔'))[0]).toBe('SEL');
    expect(await searchCity('日本')).toEqual(['TYO', 'OSA']);
    expect(await searchCity('san')).toContain('SYX');
    expect(await searchCity('火星')).toEqual([]);
  });

  it('refuses an empty or over-long keyword', async () => {
    expect((await get('/api/flight/searchCity')).flag).toBe(2001);
    const long = await get('/api/flight/searchCity', { keyword: '北'.repeat(21) });
    expect(long.flag).toBe(2001);
    expect(long.msg).toBe('关键词不能超过20个字');
  });
});

describe('flight search', () => {
  it('answers the flights of a city pair with fares and seats left, by departure time', async () => {
    const date = addDays(today, 2);
    const answer = await search('BJS', 'SHA', date);
    expect(answer.flag).toBe(0);
    const { from, to, flights } = answer.data;
    expect(answer.data.date).toBe(date);
    expect([from.code, to.code]).toEqual(['BJS', 'SHA']);
    expect(flights.length).toBeGreaterThanOrEqual(8);
    const times = flights.map((f) => f.departure.time);
    expect(times).toEqual([...times].sort());
    for (const f of flights) {
      expect(f.id).toBe(`${f.flight_no}.${date}`);
      expect(f.departure.date).toBe(date);
      expect(f.departure.airport.city_code).toBe('BJS');
      expect(f.arrival.airport.city_code).toBe('SHA');
      expect(f.airline.code).toBe(f.flight_no.slice(0, 2));
      expect(f.airline.name).not.toBe('');
      expect(f.departure.at).toBe(`${date}T${f.departure.time}:00+08:00`);
      expect(f.taxes).toEqual({ airport_fee_fen: 5000, fuel_fen: 4000, child_fuel_fen: 2000 });
      expect(f.is_international).toBe(0);
      const prices = f.fares.map((x) => x.adult_fen);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const fare of f.fares) {
        expect(fare.id.startsWith(`${f.id}.`)).toBe(true);
        expect(fare.seats_left).toBeGreaterThan(0);
        expect(fare.refund_rule).toContain('起飞前7天');
        expect(fare.change_rule).toContain('改签费');
        expect(['经济舱', '公务舱', '头等舱']).toContain(fare.cabin_name);
      }
    }
  });

  it('narrows to one airport when given an airport code', async () => {
    const answer = await search('PKX', 'pvg', addDays(today, 2));
    expect(answer.flag).toBe(0);
    expect(answer.data.from.code).toBe('BJS');
    expect(answer.data.flights.length).toBeGreaterThan(0);
    expect(
      answer.data.flights.every(
        (f) => f.departure.airport.code === 'PKX' && f.arrival.airport.code === 'PVG',
      ),
    ).toBe(true);
  });

  it('finds international flights, PEK→SEL among them, with local arrival times', async () => {
    const answer = await search('BJS', 'SEL', addDays(today, 7));
    expect(answer.flag).toBe(0);
    expect(answer.data.to).toMatchObject({ code: 'SEL', name: '首尔', is_international: 1 });
    const flights = answer.data.flights;
    expect(flights.some((f) => f.departure.airport.code === 'PEK')).toBe(true);
    for (const f of flights) {
      expect(f.is_international).toBe(1);
      expect(f.arrival.at).toMatch(/\+09:00$/);
      expect(f.taxes.airport_fee_fen).toBeGreaterThan(5000);
    }
  });

  it('answers an empty list for a city pair nobody flies', async () => {
    const answer = await search('LJG', 'NYC', addDays(today, 3));
    expect(answer.flag).toBe(0);
    expect(answer.data.flights).toEqual([]);
  });

  it('refuses unknown places, malformed codes and one city at both ends', async () => {
    const unknown = await search('ZZZ', 'SHA', addDays(today, 1));
    expect(unknown.flag).toBe(2401);
    expect(unknown.msg).toBe('暂不支持出发城市“ZZZ”，请重新选择城市');
    expect((await search('BJS', 'QQQ', addDays(today, 1))).flag).toBe(2401);
    expect((await search('BJ', 'SHA', addDays(today, 1))).flag).toBe(2001);
    expect((await search('BJS', '', addDays(today, 1))).flag).toBe(2001);
    const same = await search('PEK', 'PKX', addDays(today, 1));
    expect(same.flag).toBe(2001);
    expect(same.msg).toBe('出发城市和到达城市不能相同，请重新选择');
  });

  it('refuses dates that are malformed (2001) or outside today..today+89 (2402)', async () => {
    expect((await search('BJS', 'SHA', '2026-13-01')).flag).toBe(2001);
    expect((await search('BJS', 'SHA', 'tomorrow')).flag).toBe(2001);
    const past = await search('BJS', 'SHA', addDays(today, -1));
    expect(past.flag).toBe(2402);
    expect(past.msg).toBe(`只能查询${today}至${addDays(today, 89)}的航班，请重新选择日期`);
    expect((await search('BJS', 'SHA', addDays(today, 90))).flag).toBe(2402);
    expect((await search('BJS', 'SHA', addDays(today, 89))).flag).toBe(0);
  });

  it('leaves out flights that leave within the hour', async () => {
    const saved = t.clock.ms;
    try {
      t.clock.ms = shanghaiInstant(today, '12:00').getTime();
      const answer = await search('BJS', 'SHA', today);
      expect(answer.flag).toBe(0);
      expect(answer.data.flights.length).toBeGreaterThan(0);
      expect(answer.data.flights.every((f) => f.departure.time >= '13:00')).toBe(true);
      // The flight itself is still there by id (orders point at it).
      const early = findFlight(`CA1501.${today}`, today)!;
      expect(early.depTime < '13:00').toBe(true);
      expect((await get('/api/flight/detail', { id: early.id })).flag).toBe(0);
    } finally {
      t.clock.ms = saved;
    }
  });

  it('shows seats taken by orders and hides nothing when a fare sells out', async () => {
    const date = addDays(today, 11);
    const before = (await search('SHA', 'CAN', date)).data.flights[0]!;
    const fare = before.fares[0]!;
    const catalogueFare = findFlight(before.id, today)!.fares.find((f) => f.id === fare.id)!;
    expect(await holdSeats(t.server.db, catalogueFare, fare.seats_left)).toBe(true);
    const after = (await search('SHA', 'CAN', date)).data.flights.find((f) => f.id === before.id)!;
    expect(after.fares.find((f) => f.id === fare.id)!.seats_left).toBe(0);
    await releaseSeats(t.server.db, catalogueFare, 1);
    const detail = await get<FlightJson>('/api/flight/detail', { id: before.id });
    expect(detail.data.fares.find((f) => f.id === fare.id)!.seats_left).toBe(1);
  });
});

describe('low-price calendar', () => {
  it('gives the cheapest adult fare of each day, matching the search', async () => {
    const start = addDays(today, 20);
    const answer = await get<LowPrices>('/api/flight/lowPrice', {
      from: 'BJS',
      to: 'SHA',
      start_date: start,
    });
    expect(answer.flag).toBe(0);
    expect(answer.data).toMatchObject({ from: 'BJS', to: 'SHA', start_date: start, days: 30 });
    expect(answer.data.list.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => addDays(start, i)),
    );
    for (const day of answer.data.list.slice(0, 3)) {
      const flights = (await search('BJS', 'SHA', day.date)).data.flights;
      expect(day.price_fen).toBe(Math.min(...flights.flatMap((f) => f.fares.map((x) => x.adult_fen))));
    }
    expect(new Set(answer.data.list.map((d) => d.price_fen)).size).toBeGreaterThan(2);
  });

  it('answers null for days past the window and for a route nobody flies', async () => {
    const start = addDays(today, 80);
    const answer = await get<LowPrices>('/api/flight/lowPrice', {
      from: 'PEK',
      to: 'ICN',
      start_date: start,
      days: '15',
    });
    expect(answer.flag).toBe(0);
    expect(answer.data.list).toHaveLength(15);
    expect(answer.data.list.slice(0, 10).every((d) => d.price_fen !== null)).toBe(true);
    expect(answer.data.list.slice(10).every((d) => d.price_fen === null)).toBe(true);
    const none = await get<LowPrices>('/api/flight/lowPrice', {
      from: 'LJG',
      to: 'NYC',
      start_date: today,
      days: '3',
    });
    expect(none.data.list.map((d) => d.price_fen)).toEqual([null, null, null]);
  });

  it('rises when the cheapest seats of a day are sold', async () => {
    const date = addDays(today, 33);
    const low = async () =>
      (await get<LowPrices>('/api/flight/lowPrice', { from: 'CTU', to: 'LXA', start_date: date, days: '1' }))
        .data.list[0]!.price_fen!;
    const cheapest = await low();
    for (const flight of (await search('CTU', 'LXA', date)).data.flights) {
      for (const fare of flight.fares.filter((f) => f.adult_fen === cheapest)) {
        const catalogueFare = findFlight(flight.id, today)!.fares.find((f) => f.id === fare.id)!;
        expect(await holdSeats(t.server.db, catalogueFare, fare.seats_left)).toBe(true);
      }
    }
    expect(await low()).toBeGreaterThan(cheapest);
  });

  it('refuses 0 or more than 90 days and a start outside the window', async () => {
    const ask = (form: Record<string, string>) =>
      get('/api/flight/lowPrice', { from: 'BJS', to: 'SHA', start_date: today, ...form });
    expect((await ask({ days: '0' })).flag).toBe(2001);
    expect((await ask({ days: '91' })).flag).toBe(2001);
    expect((await ask({ days: '1.5' })).flag).toBe(2001);
    expect((await ask({ days: '90' })).flag).toBe(0);
    expect((await ask({ start_date: addDays(today, -1) })).flag).toBe(2402);
    expect((await ask({ from: 'XXX' })).flag).toBe(2401);
  });
});

describe('one flight', () => {
  it('answers a flight by id as the search does', async () => {
    const date = addDays(today, 4);
    const listed = (await search('CAN', 'BKK', date)).data.flights[0]!;
    const answer = await get<FlightJson>('/api/flight/detail', { id: listed.id });
    expect(answer.flag).toBe(0);
    expect(answer.data).toEqual(listed);
  });

  it('answers 2403 for an unknown flight or one outside the window', async () => {
    for (const id of [
      'XX1234.' + addDays(today, 1),
      `CA1501.${addDays(today, 90)}`,
      'CA1501',
      `CA1501.${addDays(today, -1)}`,
    ]) {
      const answer = await get('/api/flight/detail', { id });
      expect(answer.flag, id).toBe(2403);
      expect(answer.msg).toBe('该航班不存在或已停售，请重新查询');
    }
    expect((await get('/api/flight/detail')).flag).toBe(2001);
  });
});

describe('seat stock', () => {
  // Fares of a real flight with their own booking-class letters and stock, so each test has its own
  // row and none depends on the seeded counts or on the searches above.
  const flight = () => findFlight(`CA1501.${addDays(today, 3)}`, today)!;
  const fareWith = (bookingClass: string, baseSeats: number): CatalogueFare => {
    const f = flight();
    return {
      ...f.fares.find((x) => x.bookingClass === 'Y')!,
      id: `${f.id}.${bookingClass}`,
      bookingClass,
      baseSeats,
    };
  };

  it('starts every fare at its seats for sale', async () => {
    const left = await seatsLeft(t.server.db, flight().fares);
    expect([...left.entries()]).toEqual(flight().fares.map((f) => [f.id, f.baseSeats]));
    expect(await seatsLeft(t.server.db, [])).toEqual(new Map());
  });

  it('takes seats until none are left and refuses more without taking any', async () => {
    const fare = fareWith('1', 5);
    expect(await holdSeats(t.server.db, fare, 2)).toBe(true);
    expect(await holdSeats(t.server.db, fare, 2)).toBe(true);
    expect(await holdSeats(t.server.db, fare, 2)).toBe(false);
    expect((await seatsLeft(t.server.db, [fare])).get(fare.id)).toBe(1);
    expect(await holdSeats(t.server.db, fare, 1)).toBe(true);
    expect((await seatsLeft(t.server.db, [fare])).get(fare.id)).toBe(0);
    expect(await holdSeats(t.server.db, fare, 1)).toBe(false);
    // A first booking larger than the stock is refused too.
    const small = fareWith('2', 2);
    expect(await holdSeats(t.server.db, small, 3)).toBe(false);
    expect((await seatsLeft(t.server.db, [small])).get(small.id)).toBe(2);
  });

  it('gives released seats back, never beyond the seats for sale', async () => {
    const fare = fareWith('3', 3);
    expect(await holdSeats(t.server.db, fare, 3)).toBe(true);
    await releaseSeats(t.server.db, fare, 2);
    expect((await seatsLeft(t.server.db, [fare])).get(fare.id)).toBe(2);
    await releaseSeats(t.server.db, fare, 5);
    expect((await seatsLeft(t.server.db, [fare])).get(fare.id)).toBe(3);
    // Releasing a fare nobody booked is harmless.
    const untouched = fareWith('4', 2);
    await releaseSeats(t.server.db, untouched, 1);
    expect((await seatsLeft(t.server.db, [untouched])).get(untouched.id)).toBe(2);
  });

  it('lets only one of two concurrent orders have the last seat', async () => {
    const fare = fareWith('5', 1);
    const results = await Promise.all(
      [0, 1].map(() => t.server.db.transaction((tx) => holdSeats(tx, fare, 1))),
    );
    expect(results.sort()).toEqual([false, true]);
    expect((await seatsLeft(t.server.db, [fare])).get(fare.id)).toBe(0);
  });

  it('returns the seats of an order whose transaction fails', async () => {
    const fare = fareWith('6', 2);
    await expect(
      t.server.db.transaction(async (tx) => {
        expect(await holdSeats(tx, fare, 2)).toBe(true);
        throw new Error('payment set-up failed');
      }),
    ).rejects.toThrow('payment set-up failed');
    expect((await seatsLeft(t.server.db, [fare])).get(fare.id)).toBe(2);
  });

  it('refuses a count that is not a positive whole number', async () => {
    await expect(holdSeats(t.server.db, fareWith('7', 5), 0)).rejects.toThrow(RangeError);
    await expect(releaseSeats(t.server.db, fareWith('7', 5), 1.5)).rejects.toThrow(RangeError);
  });
});
