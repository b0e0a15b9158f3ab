import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  filterOptions,
  NO_FILTERS,
  parseFilters,
  popupFilterCount,
  shownFare,
  writeFilters,
  type CabinClassName,
  type FlightFilters,
} from './filters.ts';

interface TestFlight {
  id: string;
  airline: { code: string; shortName: string };
  departure: { clock: string; airport: { code: string; shortName: string; name: string } };
  arrival: { airport: { code: string; shortName: string; name: string } };
  stops: { airport: string }[];
  fares: { cabinClass: CabinClassName; adultPrice: { fen: number } }[];
}

const airport = (code: string) => ({ code, shortName: code, name: `${code}机场` });
const fare = (cabinClass: CabinClassName, yuan: number) => ({ cabinClass, adultPrice: { fen: yuan * 100 } });

function flight(
  id: string,
  clock: string,
  fares: TestFlight['fares'],
  extra: { airline?: string; dep?: string; arr?: string; stops?: number } = {},
): TestFlight {
  return {
    id,
    airline: { code: extra.airline ?? 'CA', shortName: extra.airline ?? 'CA' },
    departure: { clock, airport: airport(extra.dep ?? 'PEK') },
    arrival: { airport: airport(extra.arr ?? 'SHA') },
    stops: Array.from({ length: extra.stops ?? 0 }, () => ({ airport: 'WUH' })),
    fares,
  };
}

const day: TestFlight[] = [
  flight('a', '07:30', [fare('ECONOMY', 900), fare('BUSINESS', 2600)]),
  flight('b', '06:45', [fare('ECONOMY', 520)], { airline: 'MU', dep: 'PKX', arr: 'PVG' }),
  flight('c', '13:10', [], { airline: 'MU' }),
  flight('d', '19:55', [fare('ECONOMY', 520), fare('FIRST', 4800)], { stops: 1, arr: 'PVG' }),
  flight('e', '23:40', [fare('BUSINESS', 1900)], { airline: 'CZ' }),
];
const ids = (flights: TestFlight[]) => flights.map((f) => f.id);
const filters = (over: Partial<FlightFilters>): FlightFilters => ({ ...NO_FILTERS, ...over });

describe('applyFilters', () => {
  it('sorts by departure time by default', () => {
    expect(ids(applyFilters(day, NO_FILTERS))).toEqual(['b', 'a', 'c', 'd', 'e']);
  });

  it('sorts by price with sold-out flights last and equal prices by departure', () => {
    expect(ids(applyFilters(day, filters({ sort: 'price' })))).toEqual(['b', 'd', 'a', 'e', 'c']);
  });

  it('keeps only direct flights when asked', () => {
    expect(ids(applyFilters(day, filters({ directOnly: true })))).toEqual(['b', 'a', 'c', 'e']);
  });

  it('filters by airline, departure range and airports', () => {
    expect(ids(applyFilters(day, filters({ airlines: ['MU'] })))).toEqual(['b', 'c']);
    expect(ids(applyFilters(day, filters({ departureRanges: ['00-06', '18-24'] })))).toEqual(['d', 'e']);
    expect(ids(applyFilters(day, filters({ departureRanges: ['06-12'] })))).toEqual(['b', 'a']);
    expect(ids(applyFilters(day, filters({ depAirports: ['PKX'] })))).toEqual(['b']);
    expect(ids(applyFilters(day, filters({ arrAirports: ['PVG'] })))).toEqual(['b', 'd']);
  });

  it('by cabin hides flights selling other cabins only but keeps sold-out ones', () => {
    expect(ids(applyFilters(day, filters({ cabin: 'premium' })))).toEqual(['a', 'c', 'd', 'e']);
    expect(ids(applyFilters(day, filters({ cabin: 'economy' })))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('sorts by the price in the chosen cabin', () => {
    expect(ids(applyFilters(day, filters({ cabin: 'premium', sort: 'price' })))).toEqual([
      'e',
      'a',
      'd',
      'c',
    ]);
  });

  it('does not touch the list it was given', () => {
    const copy = [...day];
    applyFilters(day, filters({ sort: 'price', directOnly: true }));
    expect(day).toEqual(copy);
  });
});

describe('shownFare', () => {
  it('is the cheapest fare of the cabin, or null when none is left', () => {
    const fares = [fare('BUSINESS', 2600), fare('ECONOMY', 900), fare('ECONOMY', 700)];
    expect(shownFare(fares, null)?.adultPrice.fen).toBe(70000);
    expect(shownFare(fares, 'premium')?.adultPrice.fen).toBe(260000);
    expect(shownFare([fare('ECONOMY', 900)], 'premium')).toBeNull();
  });
});

describe('filters in the URL', () => {
  it('round-trip through the query and leave other parameters alone', () => {
    const chosen = filters({
      directOnly: true,
      airlines: ['CA', 'MU'],
      departureRanges: ['06-12'],
      depAirports: ['PEK'],
      arrAirports: ['SHA'],
      cabin: 'economy',
      sort: 'price',
    });
    const params = writeFilters(new URLSearchParams('date=2026-11-23&start_city_code=BJS'), chosen);
    expect(params.get('date')).toBe('2026-11-23');
    expect(params.get('airline')).toBe('CA,MU');
    expect(parseFilters(params)).toEqual(chosen);
  });

  it('leaves defaults out', () => {
    const params = writeFilters(new URLSearchParams('airline=CA&sort=price&direct=1'), NO_FILTERS);
    expect(params.toString()).toBe('');
  });

  it('drops values it does not know', () => {
    const parsed = parseFilters(
      new URLSearchParams('airline=CA,<x>,&dep_time=06-12,25-26&cabin=vip&sort=up'),
    );
    expect(parsed.airlines).toEqual(['CA']);
    expect(parsed.departureRanges).toEqual(['06-12']);
    expect(parsed.cabin).toBeNull();
    expect(parsed.sort).toBe('time');
  });

  it('counts the popup filters only', () => {
    expect(popupFilterCount(filters({ directOnly: true, sort: 'price' }))).toBe(0);
    expect(popupFilterCount(filters({ airlines: ['CA', 'MU'], cabin: 'economy' }))).toBe(3);
  });
});

describe('filterOptions', () => {
  it('lists airlines and airports once each, in order of appearance', () => {
    const options = filterOptions(day);
    expect(options.airlines.map((o) => o.value)).toEqual(['CA', 'MU', 'CZ']);
    expect(options.depAirports.map((o) => o.value)).toEqual(['PEK', 'PKX']);
    expect(options.arrAirports).toEqual([
      { value: 'SHA', label: 'SHA机场' },
      { value: 'PVG', label: 'PVG机场' },
    ]);
  });
});
