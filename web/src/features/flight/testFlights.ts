// Flights shaped as the graph answers them (with __typename, as Apollo's cache expects), for the
// component tests of the flight pages. Not imported by any page.
import type { CabinClassName } from './filters.ts';

const money = (yuan: number) => ({
  __typename: 'Money',
  fen: yuan * 100,
  yuan: `${yuan}.00`,
  text: `¥${yuan}`,
});

const AIRPORTS: Record<string, [name: string, short: string, city: string, cityName: string]> = {
  PEK: ['北京首都国际机场', '首都', 'BJS', '北京'],
  PKX: ['北京大兴国际机场', '大兴', 'BJS', '北京'],
  SHA: ['上海虹桥国际机场', '虹桥', 'SHA', '上海'],
  PVG: ['上海浦东国际机场', '浦东', 'SHA', '上海'],
  ICN: ['首尔仁川国际机场', '仁川', 'SEL', '首尔'],
  WUH: ['武汉天河国际机场', '天河', 'WUH', '武汉'],
};

const airport = (code: string) => {
  const [name, shortName] = AIRPORTS[code] ?? [code, code];
  return { __typename: 'Airport', code, name, shortName };
};

const AIRLINES: Record<string, [string, string]> = {
  CA: ['中国国际航空', '国航'],
  MU: ['中国东方航空', '东航'],
  CZ: ['中国南方航空', '南航'],
  KE: ['大韩航空', '大韩'],
};

export interface TestFareSpec {
  cabin: CabinClassName;
  booking: string;
  yuan: number;
  seats?: number;
}

export interface TestFlightSpec {
  no: string;
  date: string;
  dep: string;
  arr: string;
  depClock: string;
  arrClock: string;
  fares: TestFareSpec[];
  stops?: string[];
  international?: boolean;
  offset?: number;
}

const CABIN_NAMES: Record<CabinClassName, string> = {
  ECONOMY: '经济舱',
  BUSINESS: '公务舱',
  FIRST: '头等舱',
};

export function testFlight(spec: TestFlightSpec) {
  const id = `${spec.no}.${spec.date}`;
  const airline = spec.no.slice(0, 2);
  const [airlineName, airlineShort] = AIRLINES[airline] ?? [airline, airline];
  const endpoint = (code: string, clock: string, terminal: string | null) => ({
    __typename: 'FlightEndpoint',
    airport: airport(code),
    terminal,
    time: `${spec.date}T${clock}:00+08:00`,
    clock,
  });
  return {
    __typename: 'Flight',
    id,
    flightNo: spec.no,
    airline: { __typename: 'Airline', code: airline, name: airlineName, shortName: airlineShort },
    aircraft: '空客A330',
    departure: endpoint(spec.dep, spec.depClock, spec.dep === 'PEK' ? 'T3' : null),
    arrival: endpoint(spec.arr, spec.arrClock, spec.arr === 'SHA' ? 'T2' : null),
    arrivalDayOffset: spec.offset ?? 0,
    durationMinutes: 135,
    stops: (spec.stops ?? []).map((code) => ({
      __typename: 'FlightStop',
      airport: airport(code),
      minutes: 50,
    })),
    meal: '有餐食',
    international: spec.international ?? false,
    taxes: {
      __typename: 'FlightTaxes',
      airportFee: money(spec.international ? 90 : 50),
      fuelSurcharge: money(20),
      childFuelSurcharge: money(10),
    },
    fares: [...spec.fares]
      .sort((a, b) => a.yuan - b.yuan)
      .map((f) => ({
        __typename: 'Fare',
        id: `${id}.${f.booking}`,
        cabinClass: f.cabin,
        cabinName: CABIN_NAMES[f.cabin],
        bookingClass: f.booking,
        discountText: f.booking === 'Y' || f.booking === 'C' || f.booking === 'F' ? '全价' : '5折',
        adultPrice: money(f.yuan),
        childPrice: money(Math.round(f.yuan / 2)),
        seatsLeft: f.seats ?? 20,
        refundRule: '起飞前7天以上免费退票；起飞前48小时至7天收取票面价10%',
        changeRule: '起飞前48小时以上免费改期',
        baggage: '20KG',
      })),
  };
}

/** A day of lowest prices from `start`, one per entry (null: nothing on sale). */
export function testLowPrices(start: string, yuan: (number | null)[]) {
  const first = Date.parse(`${start}T00:00:00Z`);
  return yuan.map((y, i) => ({
    __typename: 'DailyLowPrice',
    date: new Date(first + i * 86_400_000).toISOString().slice(0, 10),
    price: y === null ? null : money(y),
  }));
}
