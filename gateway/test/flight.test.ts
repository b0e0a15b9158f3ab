// The flight catalogue's graph through the real stand-in: city picker, search, low prices, one
// flight; argument checks before any upstream call; one upstream call per distinct read.
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const today = todayInShanghai();

/** Upstream paths called while `work` runs. */
async function upstreamCalls(work: () => Promise<unknown>): Promise<string[]> {
  const start = stack.legacy.requestLog.length;
  await work();
  return stack.legacy.requestLog.slice(start).map((c) => `${c.prefix}${c.path}`);
}

const FARE = `id cabinClass cabinName bookingClass discountText adultPrice { fen text } childPrice { fen }
  infantPrice { fen } seatsLeft refundRule changeRule baggage`;
const ENDPOINT = `airport { code name shortName cityCode cityName } terminal time clock`;
const FLIGHT = `id flightNo airline { code name shortName } aircraft
  departure { ${ENDPOINT} } arrival { ${ENDPOINT} } arrivalDayOffset durationMinutes
  stops { airport { code } minutes } meal international
  taxes { airportFee { fen } fuelSurcharge { fen } childFuelSurcharge { fen } }
  lowestFare { id adultPrice { fen } } fares { ${FARE} }`;

interface Money {
  fen: number;
  text?: string;
}
interface Fare {
  id: string;
  cabinClass: string;
  adultPrice: Money;
  childPrice: Money;
  seatsLeft: number;
  refundRule: string;
}
interface Endpoint {
  airport: { code: string; shortName: string; cityCode: string };
  terminal: string | null;
  time: string;
  clock: string;
}
interface Flight {
  id: string;
  flightNo: string;
  airline: { code: string; name: string; shortName: string };
  departure: Endpoint;
  arrival: Endpoint;
  arrivalDayOffset: number;
  durationMinutes: number;
  stops: { airport: { code: string }; minutes: number }[];
  international: boolean;
  taxes: { airportFee: Money; fuelSurcharge: Money; childFuelSurcharge: Money };
  lowestFare: { id: string; adultPrice: Money } | null;
  fares: Fare[];
}
interface AirCity {
  code: string;
  name: string;
  pinyin: string;
  international: boolean;
  airports: { code: string; shortName: string }[];
}

describe('air cities', () => {
  it('gives the domestic and the international picker in one query with one call each', async () => {
    const query = () =>
      stack.client().gql<{
        domestic: { hot: AirCity[]; groups: { letter: string; cities: AirCity[] }[] };
        abroad: { hot: AirCity[]; groups: { letter: string; cities: AirCity[] }[] };
        again: { hot: AirCity[] };
      }>(`{
        domestic: airCities { hot { code name pinyin international airports { code shortName } } groups { letter cities { code name } } }
        abroad: airCities(international: true) { hot { code name international } groups { letter cities { code international } } }
        again: airCities { hot { code } }
      }`);
    let res: Awaited<ReturnType<typeof query>> | undefined;
    const calls = await upstreamCalls(async () => {
      res = await query();
    });
    expect(res!.errors).toBeUndefined();
    // `again` repeats the domestic list: the request cache answers it.
    expect(calls).toEqual(['/api/flight/cityList', '/api/flight/cityList']);
    const { domestic, abroad } = res!.data!;
    expect(domestic.hot[0]).toEqual({
      code: 'BJS',
      name: '北京',
      pinyin: 'beijing',
      international: false,
      airports: [
        { code: 'PEK', shortName: '首都' },
        { code: 'PKX', shortName: '大兴' },
      ],
    });
    expect(domestic.groups.map((g) => g.letter)).toEqual([...domestic.groups.map((g) => g.letter)].sort());
    expect(abroad.hot.map((c) => c.name)).toContain('首尔');
    expect(abroad.groups.flatMap((g) => g.cities).every((c) => c.international)).toBe(true);
    expect(abroad.groups.flatMap((g) => g.cities.map((c) => c.code))).toEqual(
      expect.arrayContaining(['HKG', 'MFM', 'TPE', 'SEL']),
    );
  });

  it('searches by Chinese, pinyin and code; an empty keyword asks nobody', async () => {
    const search = (keyword: string) =>
      stack
        .client()
        .gql<{ searchAirCities: AirCity[] }>(
          `query ($k: String!) { searchAirCities(keyword: $k) { code name } }`,
          { k: keyword },
        );
    expect((await search('上海')).data!.searchAirCities[0]!.code).toBe('SHA');
    expect((await search('chengdu')).data!.searchAirCities[0]!.name).toBe('成都');
    expect((await search('pvg')).data!.searchAirCities[0]!.code).toBe('SHA');
    expect((await search('火星')).data!.searchAirCities).toEqual([]);
    const calls = await upstreamCalls(async () => {
      expect((await search('   ')).data!.searchAirCities).toEqual([]);
    });
    expect(calls).toEqual([]);
  });
});

describe('flight search', () => {
  it('gets the long upstream deadline: every default slow path is a route the stand-in serves', async () => {
    const defaults = loadConfig({}).upstream.slowPaths;
    expect(defaults).toContain('/api/flight/search');
    for (const path of defaults) {
      const res = await fetch(`${stack.legacyUrl}${path}`, {
        headers: { seqnum: 'H5-0-1-0a0b0c0d', version: '1.2.3' },
      });
      expect(res.status, path).not.toBe(404);
    }
  });

  const SEARCH = `query ($from: String!, $to: String!, $date: Date!) {
    flightSearch(from: $from, to: $to, date: $date) {
      from { code name } to { code name international } date flights { ${FLIGHT} }
    }
  }`;

  it('answers the flights with airline, endpoints in +08:00, taxes and fares with seats', async () => {
    const date = addDays(today, 3);
    const res = await stack.client().gql<{
      flightSearch: { from: { code: string }; to: { code: string }; date: string; flights: Flight[] };
    }>(SEARCH, { from: 'bjs', to: 'SHA', date });
    expect(res.errors).toBeUndefined();
    const result = res.data!.flightSearch;
    expect([result.from.code, result.to.code, result.date]).toEqual(['BJS', 'SHA', date]);
    expect(result.flights.length).toBeGreaterThanOrEqual(8);
    for (const f of result.flights) {
      expect(f.id).toBe(`${f.flightNo}.${date}`);
      expect(f.airline.code).toBe(f.flightNo.slice(0, 2));
      expect(f.departure.time).toBe(`${date}T${f.departure.clock}:00+08:00`);
      expect(f.departure.airport.cityCode).toBe('BJS');
      expect(f.international).toBe(false);
      expect(f.taxes.airportFee.fen).toBe(5000);
      expect(f.taxes.childFuelSurcharge.fen * 2).toBe(f.taxes.fuelSurcharge.fen);
      const prices = f.fares.map((x) => x.adultPrice.fen);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(f.lowestFare).toEqual({ id: f.fares[0]!.id, adultPrice: { fen: f.fares[0]!.adultPrice.fen } });
      expect(f.fares.every((x) => x.seatsLeft > 0 && x.refundRule.startsWith('起飞前7天'))).toBe(true);
      expect(f.fares.some((x) => x.cabinClass === 'ECONOMY')).toBe(true);
    }
    const ca = result.flights.find((f) => f.airline.code === 'CA' && f.departure.airport.code === 'PEK')!;
    expect(ca.airline).toEqual({ code: 'CA', name: '中国国际航空', shortName: '国航' });
    expect(ca.departure.terminal).toBe('T3');
  });

  it('gives arrival instants abroad in +08:00 with the local clock beside them', async () => {
    const res = await stack
      .client()
      .gql<{ flightSearch: { to: { international: boolean }; flights: Flight[] } }>(SEARCH, {
        from: 'PEK',
        to: 'SEL',
        date: addDays(today, 5),
      });
    expect(res.errors).toBeUndefined();
    expect(res.data!.flightSearch.to.international).toBe(true);
    const flight = res.data!.flightSearch.flights[0]!;
    expect(flight.international).toBe(true);
    expect(flight.arrival.airport.code).toBe('ICN');
    // Seoul is an hour ahead: its wall clock reads one hour later than the +08:00 instant.
    const beijingClock = flight.arrival.time.slice(11, 16);
    const [h, m] = beijingClock.split(':').map(Number);
    expect(flight.arrival.clock).toBe(
      `${String((h! + 1) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`,
    );
    expect(flight.arrival.time).toMatch(/\+08:00$/);
    expect(Date.parse(flight.arrival.time) - Date.parse(flight.departure.time)).toBe(
      flight.durationMinutes * 60_000,
    );
  });

  it('filters fares by cabin class and leaves sold-out ones out', async () => {
    const date = addDays(today, 6);
    const query = `query ($id: ID!) { flight(id: $id) { id lowestFare { id } fares { id cabinClass seatsLeft }
      business: fares(cabinClass: BUSINESS) { id cabinClass } } }`;
    const search = await stack.client().gql<{ flightSearch: { flights: Flight[] } }>(SEARCH, {
      from: 'SHA',
      to: 'CAN',
      date,
    });
    const id = search.data!.flightSearch.flights[0]!.id;
    const before = await stack.client().gql<{
      flight: { lowestFare: { id: string }; fares: Fare[]; business: Fare[] };
    }>(query, { id });
    expect(before.data!.flight.business.length).toBeGreaterThan(0);
    expect(before.data!.flight.business.every((f) => f.cabinClass === 'BUSINESS')).toBe(true);
    // Sell the cheapest fare out at the stand-in: it leaves the list and the lowest fare moves up.
    const cheapest = before.data!.flight.fares[0]!;
    await stack.legacy.db.query(`insert into flight_seats (fare_id, flight_date, sold) values ($1, $2, $3)`, [
      cheapest.id,
      date,
      cheapest.seatsLeft,
    ]);
    const after = await stack
      .client()
      .gql<{ flight: { lowestFare: { id: string }; fares: Fare[] } }>(query, { id });
    expect(after.data!.flight.fares.map((f) => f.id)).not.toContain(cheapest.id);
    expect(after.data!.flight.lowestFare.id).toBe(after.data!.flight.fares[0]!.id);
    expect(after.data!.flight.lowestFare.id).not.toBe(cheapest.id);
  });

  it('asks the stand-in once for the same search twice in a query', async () => {
    const date = addDays(today, 8);
    let errors: unknown;
    const calls = await upstreamCalls(async () => {
      const res = await stack.client().gql(
        `query ($d: Date!) {
          a: flightSearch(from: "BJS", to: "SHA", date: $d) { flights { id } }
          b: flightSearch(from: "bjs", to: "sha", date: $d) { flights { flightNo } }
        }`,
        { d: date },
      );
      errors = res.errors;
    });
    expect(errors).toBeUndefined();
    expect(calls).toEqual(['/api/flight/search']);
  });

  it('refuses bad codes, one city at both ends and dates off sale before asking the stand-in', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [
        { from: 'BJ', to: 'SHA', date: addDays(today, 1) },
        'from',
        '出发城市代码应为三个字母，例如 BJS、PEK，请重新选择城市',
      ],
      [
        { from: 'BJS', to: '上海', date: addDays(today, 1) },
        'to',
        '到达城市代码应为三个字母，例如 BJS、PEK，请重新选择城市',
      ],
      [{ from: 'BJS', to: 'bjs', date: addDays(today, 1) }, 'to', '出发城市和到达城市不能相同，请重新选择'],
      [
        { from: 'BJS', to: 'SHA', date: addDays(today, -1) },
        'date',
        `只能查询${today}至${addDays(today, 89)}的航班，请重新选择日期`,
      ],
      [
        { from: 'BJS', to: 'SHA', date: addDays(today, 90) },
        'date',
        `只能查询${today}至${addDays(today, 89)}的航班，请重新选择日期`,
      ],
    ];
    for (const [variables, field, message] of cases) {
      const calls = await upstreamCalls(async () => {
        const res = await stack.client().gql(SEARCH, variables);
        expect(res.data).toBeNull();
        expect(res.errors![0]!.message).toBe(message);
        expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: [field] });
      });
      expect(calls).toEqual([]);
    }
  });

  it('passes the stand-in’s refusal of an unknown city on with its code', async () => {
    const res = await stack.client().gql(SEARCH, { from: 'ZZZ', to: 'SHA', date: addDays(today, 1) });
    expect(res.errors![0]!.extensions).toMatchObject({ code: 'AIR_CITY_NOT_FOUND', flag: 2401 });
    expect(res.errors![0]!.message).toBe('暂不支持出发城市“ZZZ”，请重新选择城市');
    // Two airports of one city: only the stand-in knows, and says so as bad input.
    const same = await stack.client().gql(SEARCH, { from: 'PEK', to: 'PKX', date: addDays(today, 1) });
    expect(same.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', flag: 2001 });
  });
});

describe('low prices', () => {
  const LOW = `query ($from: String!, $to: String!, $start: Date!, $days: Int) {
    flightLowPrices(from: $from, to: $to, startDate: $start, days: $days) { date price { fen text } }
  }`;

  it('gives one price per day, 30 days by default, null past the window', async () => {
    const res = await stack.client().gql<{ flightLowPrices: { date: string; price: Money | null }[] }>(LOW, {
      from: 'BJS',
      to: 'SEL',
      start: addDays(today, 70),
    });
    expect(res.errors).toBeUndefined();
    const days = res.data!.flightLowPrices;
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, 70 + i)));
    expect(days.slice(0, 20).every((d) => d.price !== null && d.price.fen > 0)).toBe(true);
    expect(days.slice(20).every((d) => d.price === null)).toBe(true);
    expect(days[0]!.price!.text).toBe(`¥${days[0]!.price!.fen / 100}`);
  });

  it('matches the cheapest fare of the day’s search', async () => {
    const date = addDays(today, 12);
    const res = await stack.client().gql<{
      flightLowPrices: { price: Money }[];
      flightSearch: { flights: Flight[] };
    }>(
      `query ($d: Date!) {
        flightLowPrices(from: "CAN", to: "CTU", startDate: $d, days: 1) { price { fen } }
        flightSearch(from: "CAN", to: "CTU", date: $d) { flights { ${FLIGHT} } }
      }`,
      { d: date },
    );
    expect(res.errors).toBeUndefined();
    const cheapest = Math.min(...res.data!.flightSearch.flights.map((f) => f.lowestFare!.adultPrice.fen));
    expect(res.data!.flightLowPrices[0]!.price.fen).toBe(cheapest);
  });

  it('refuses 0 or more than 90 days before asking the stand-in', async () => {
    for (const days of [0, 91, -3]) {
      const calls = await upstreamCalls(async () => {
        const res = await stack.client().gql(LOW, { from: 'BJS', to: 'SHA', start: today, days });
        expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['days'] });
        expect(res.errors![0]!.message).toBe('天数应为1到90之间的整数');
      });
      expect(calls).toEqual([]);
    }
    const full = await stack.client().gql<{ flightLowPrices: unknown[] }>(LOW, {
      from: 'BJS',
      to: 'SHA',
      start: today,
      days: 90,
    });
    expect(full.data!.flightLowPrices).toHaveLength(90);
  });
});

describe('one flight', () => {
  const ONE = `query ($id: ID!) { flight(id: $id) { ${FLIGHT} } }`;

  it('answers a flight by id, one-stop flights with their stop', async () => {
    const date = addDays(today, 9);
    const search = await stack
      .client()
      .gql<{ flightSearch: { flights: Flight[] } }>(
        `query ($d: Date!) { flightSearch(from: "BJS", to: "LXA", date: $d) { flights { id stops { airport { code } } } } }`,
        { d: date },
      );
    const oneStop = search.data!.flightSearch.flights.find((f) => f.stops.length > 0)!;
    const res = await stack.client().gql<{ flight: Flight }>(ONE, { id: oneStop.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.flight.id).toBe(oneStop.id);
    expect(res.data!.flight.stops).toEqual([{ airport: { code: 'CTU' }, minutes: 50 }]);
  });

  it('answers null for a flight that does not exist or is not on sale', async () => {
    for (const id of [`XX1234.${addDays(today, 1)}`, `CA1501.${addDays(today, 95)}`]) {
      const res = await stack.client().gql<{ flight: Flight | null }>(ONE, { id });
      expect(res.errors).toBeUndefined();
      expect(res.data!.flight).toBeNull();
    }
  });

  it('refuses a malformed id before asking the stand-in', async () => {
    const calls = await upstreamCalls(async () => {
      const res = await stack.client().gql(ONE, { id: 'CA1501' });
      expect(res.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: ['id'] });
    });
    expect(calls).toEqual([]);
  });
});
