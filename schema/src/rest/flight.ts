// The flight catalogue: the city picker, flight search, the low-price calendar and one flight. The
// shapes are also what flight orders answer for a change's options (flightOrder.ts reuses them).
import { describe, int, nullable, oneOf, optional, params, route, shape, text, Type } from './kit.ts';

const zeroOrOne = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const Airport = shape('Airport', {
  code: describe(Type.String(), 'IATA code, e.g. "PEK"'),
  name: describe(Type.String(), 'e.g. "北京首都国际机场"'),
  short_name: describe(Type.String(), 'e.g. "首都"'),
  city_code: describe(Type.String(), 'e.g. "BJS"'),
  city_name: describe(Type.String(), 'e.g. "北京"'),
});

export const AirCity = shape('AirCity', {
  code: describe(Type.String(), 'e.g. "BJS"'),
  name: describe(Type.String(), 'e.g. "北京"'),
  pinyin: describe(Type.String(), 'e.g. "beijing"'),
  initials: describe(Type.String(), 'e.g. "bj"'),
  first_letter: describe(Type.String(), 'e.g. "B"'),
  is_international: describe(
    zeroOrOne,
    '1 abroad and for Hong Kong, Macao, Taiwan (booked as international)',
  ),
  country: describe(Type.String(), 'e.g. "中国"'),
  airports: Type.Array(Airport),
});

export const AirCityGroup = shape('AirCityGroup', {
  letter: describe(Type.String(), 'A–Z, the first letter of the pinyin'),
  cities: Type.Array(AirCity),
});

export const Airline = shape('Airline', {
  code: describe(Type.String(), 'e.g. "CA"'),
  name: describe(Type.String(), 'e.g. "中国国际航空"'),
  short_name: describe(Type.String(), 'e.g. "国航"'),
});

export const FlightEndpoint = shape('FlightEndpoint', {
  airport: Airport,
  terminal: describe(nullable(Type.String()), 'e.g. "T3"; null where the airport has one terminal'),
  date: describe(Type.String(), 'local date at the airport, "2026-11-23"'),
  time: describe(Type.String(), 'local wall clock at the airport, "07:10"'),
  at: describe(
    Type.String(),
    'the instant with the airport\'s own offset, "2026-11-23T07:10:00+08:00"; abroad the local offset, daylight saving included',
  ),
});

export const FlightStop = Type.Object({ airport: Airport, minutes: Type.Integer() });

export const FlightTaxes = Type.Object({
  airport_fee_fen: Type.Integer(),
  fuel_fen: Type.Integer(),
  child_fuel_fen: Type.Integer(),
});

export const CabinClass = Type.Union([
  Type.Literal('economy'),
  Type.Literal('business'),
  Type.Literal('first'),
]);

export const CabinName = Type.Union([Type.Literal('经济舱'), Type.Literal('公务舱'), Type.Literal('头等舱')]);

export const Fare = shape('Fare', {
  id: describe(Type.String(), '"<flight id>.<booking class>", e.g. "CA1501.2026-11-23.M"'),
  cabin_class: CabinClass,
  cabin_name: CabinName,
  booking_class: describe(Type.String(), 'e.g. "M"'),
  discount_text: describe(Type.String(), 'e.g. "8折", "全价"'),
  adult_fen: describe(Type.Integer(), 'ticket price before taxes, whole ten yuan'),
  child_fen: describe(Type.Integer(), 'ticket price before taxes, whole ten yuan'),
  infant_fen: describe(Type.Integer(), 'ticket price before taxes, whole ten yuan'),
  seats_left: describe(Type.Integer(), 'live: seats for sale minus seats held by orders; 0 when sold out'),
  refund_rule: describe(Type.String(), 'e.g. "起飞前7天（含）以上，收取票面价10%退票费；…。税费全额退还。"'),
  change_rule: describe(
    Type.String(),
    'e.g. "起飞前7天（含）以上，收取票面价5%改签费；…。改签至更高票价需补齐差价。"',
  ),
  baggage: describe(Type.String(), 'e.g. "20KG"'),
});

export const Flight = shape('Flight', {
  id: describe(Type.String(), '"<flight no>.<local departure date>", e.g. "CA1501.2026-11-23"'),
  flight_no: describe(Type.String(), 'e.g. "CA1501"'),
  airline: Airline,
  aircraft: describe(Type.String(), 'e.g. "空客A330-300"'),
  departure: FlightEndpoint,
  arrival: FlightEndpoint,
  arrival_day_offset: describe(Type.Integer(), 'local arrival date − local departure date'),
  duration_minutes: describe(Type.Integer(), 'gate to gate, stops included'),
  stops: describe(Type.Array(FlightStop), '[] when direct; minutes on the ground'),
  meal: Type.Union([Type.Literal('有餐食'), Type.Literal('无餐食')]),
  is_international: zeroOrOne,
  taxes: describe(FlightTaxes, 'per passenger, see "Prices"'),
  fares: describe(Type.Array(Fare), 'every fare of the flight, cheapest first, sold-out ones included'),
});

export const DailyLowPrice = shape('DailyLowPrice', {
  date: describe(Type.String(), '"YYYY-MM-DD"'),
  price_fen: describe(
    nullable(Type.Integer()),
    'the lowest adult fare (before taxes) with a seat left on a flight still on sale; null when nothing is on sale',
  ),
});

export const AirCityDirectory = Type.Object({
  international: zeroOrOne,
  hot: Type.Array(AirCity),
  groups: Type.Array(AirCityGroup),
  total: Type.Integer(),
});

export const FlightSearch = Type.Object({
  from: AirCity,
  to: AirCity,
  date: Type.String(),
  flights: Type.Array(Flight),
});

export const LowPrices = Type.Object({
  from: Type.String(),
  to: Type.String(),
  start_date: Type.String(),
  days: Type.Integer(),
  list: Type.Array(DailyLowPrice),
});

const place = (label: string) => text(label, { description: 'a place' });

export const flightRoutes = {
  cityList: route({
    prefix: '/api',
    method: 'GET',
    path: '/flight/cityList',
    auth: 'none',
    params: params({ international: optional(oneOf('是否国际', [0, 1], { description: 'default 0' })) }),
    data: AirCityDirectory,
    doc: {
      data: '`international` 0 or 1 as asked: domestic cities, or international ones (abroad, Hong Kong, Macao, Taiwan); `hot` in display order (北京 上海 广州 深圳 … / 香港 首尔 东京 …), groups A–Z by pinyin',
    },
    flags: [2001],
  }),
  searchCity: route({
    prefix: '/api',
    method: 'GET',
    path: '/flight/searchCity',
    auth: 'none',
    params: params({ keyword: text('城市名、拼音或代码', { description: '1–20 chars' }) }),
    data: Type.Object({ keyword: Type.String(), list: Type.Array(AirCity) }),
    doc: {
      data: "at most 20, domestic and international, best first: city or airport code, exact name, pinyin or initials; then name prefix; then pinyin or initials prefix; then the city's or an airport's name containing it (`浦东`, `大兴`); then the country (`日本`); `[]` when nothing matches. Spaces and `'` in pinyin are ignored",
    },
    flags: [2001],
  }),
  search: route({
    prefix: '/api',
    method: 'GET',
    path: '/flight/search',
    auth: 'none',
    params: params({
      from: place('出发城市'),
      to: place('到达城市'),
      date: text('出发日期', { description: '`YYYY-MM-DD`' }),
    }),
    data: FlightSearch,
    doc: {
      data: 'the flights between the two places that day by local departure time, `[]` when none; flights leaving within 60 minutes of the server clock are left out (sales closed)',
    },
    flags: [[2001, 'malformed code or date, same city at both ends'], 2401, 2402],
  }),
  lowPrice: route({
    prefix: '/api',
    method: 'GET',
    path: '/flight/lowPrice',
    auth: 'none',
    params: params({
      from: place('出发城市'),
      to: place('到达城市'),
      start_date: text('开始日期', { description: '`YYYY-MM-DD`' }),
      days: optional(int('天数', { description: '1–90, default 30' })),
    }),
    data: LowPrices,
    doc: {
      data: 'one entry per day from `start_date`: the lowest adult fare (before taxes) with a seat left on a flight still on sale, `null` when nothing is on sale, which includes days past today + 89 (a calendar asks for whole months). `from`/`to` are the city codes',
    },
    flags: [2001, 2401, [2402, '`start_date` outside the window']],
  }),
  detail: route({
    prefix: '/api',
    method: 'GET',
    path: '/flight/detail',
    auth: 'none',
    params: params({ id: text('航班', { description: 'flight id' }) }),
    data: Flight,
    doc: { data: 'even when its sales have closed (orders point at it)' },
    flags: [2001, 2403],
  }),
};

/** The shapes the page shows in full, in this order (index.ts `restShapes`). */
export const flightShapes = [
  Airport,
  AirCity,
  AirCityGroup,
  Airline,
  FlightEndpoint,
  Flight,
  Fare,
  DailyLowPrice,
];

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { flightRoutes as routes, flightShapes as shapes };
