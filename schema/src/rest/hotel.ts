// The hotel catalogue: cities, auto-match, search with filters and the lowest price of the stay,
// one hotel, its rooms and rate plans priced for a stay. Hotel orders (hotelOrder.ts) reuse the
// rate plan and room shapes.
import { describe, int, list, noParams, nullable, num, oneOf, optional, params, route, shape, text, Type } from './kit.ts';

const mealCount = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const HotelCity = shape('HotelCity', {
  adcode: describe(Type.String(), 'GB/T 2260 city code, e.g. "310000"'),
  name: describe(Type.String(), 'e.g. "上海"'),
  pinyin: describe(Type.String(), 'e.g. "shanghai"'),
  first_letter: describe(Type.String(), 'A–Z'),
  hotel_count: describe(Type.Integer(), 'hotels on sale in the city'),
});

export const HotelLevel = shape('HotelLevel', {
  kind: describe(
    Type.Union([Type.Literal('star'), Type.Literal('diamond')]),
    'official stars (GB/T 14308) or the OTA diamonds',
  ),
  value: describe(Type.Integer(), '2–5'),
  text: describe(
    Type.String(),
    'stars "五星级" "四星级" …; diamonds 2 "经济型", 3 "舒适型", 4 "高档型", 5 "豪华型"',
  ),
});

export const HotelNearby = shape('HotelNearby', {
  name: describe(Type.String(), 'e.g. "人民广场" (a subway station or a landmark)'),
  line: describe(nullable(Type.String()), 'subway lines at the station, e.g. "1号线/2号线/8号线"; null for a landmark'),
  distance_m: describe(Type.Integer(), 'straight line from the hotel, metres'),
});

export const HotelBrief = shape(
  'HotelBrief',
  {
    id: describe(Type.String(), '"H" + the city adcode + 3 digits, e.g. "H310000001" (the home\'s hotel_code)'),
    name: describe(Type.String(), 'e.g. "亚朵酒店(上海人民广场店)"'),
    brand: describe(nullable(Type.String()), 'e.g. "亚朵"; null for an independent hotel'),
    level: HotelLevel,
    city_adcode: Type.String(),
    city_name: Type.String(),
    district: describe(Type.String(), 'e.g. "黄浦区"'),
    business_area: describe(Type.String(), 'e.g. "人民广场"'),
    address: Type.String(),
    lat: describe(Type.Number(), 'GCJ-02, as AMap and Tencent tiles expect'),
    lng: describe(Type.Number(), 'GCJ-02'),
    score: describe(Type.Number(), '1.0–5.0, one decimal'),
    review_count: Type.Integer(),
    tags: describe(Type.Array(Type.String()), 'e.g. ["亲子", "近地铁"]'),
    cover: describe(Type.String(), 'a picture path drawn by the stand-in (/api/media/…)'),
    nearest_subway: describe(nullable(HotelNearby), 'null when no station within 3 km'),
    lowest_price_fen: describe(
      nullable(Type.Integer()),
      'the lowest average nightly price of any plan with a room free every night of the asked stay; null when sold out (or no stay asked)',
    ),
    distance_m: describe(nullable(Type.Integer()), 'from the point asked for; null when none was'),
  },
  'a hotel as a list shows it',
);

export const HotelFacility = shape('HotelFacility', {
  code: describe(Type.String(), 'e.g. "wifi", "parking", "pool"'),
  name: describe(Type.String(), 'e.g. "免费WiFi"'),
  category: describe(Type.String(), 'e.g. "网络", "交通", "娱乐健身", "餐饮", "服务"'),
});

export const HotelPicture = shape('HotelPicture', {
  url: Type.String(),
  category: describe(Type.String(), '"外观" | "大堂" | "客房" | "餐厅" | "设施" | "周边"'),
  title: Type.String(),
});

export const HotelPolicies = shape('HotelPolicies', {
  check_in_from: describe(Type.String(), 'e.g. "14:00"'),
  check_out_by: describe(Type.String(), 'e.g. "12:00"'),
  children: describe(Type.String(), 'in words, e.g. "不接受18岁以下客人单独入住；1.2米以下儿童不加床免费"'),
  pets: describe(Type.String(), 'e.g. "不可携带宠物"'),
  breakfast: describe(Type.String(), 'e.g. "自助早餐 ¥98/位，06:30–10:00"'),
  extra: describe(Type.Array(Type.String()), 'other notices, in words'),
});

export const Hotel = shape(
  'Hotel',
  {
    ...HotelBrief.properties,
    phone: describe(Type.String(), 'e.g. "021-63350000"'),
    opened_year: Type.Integer(),
    renovated_year: nullable(Type.Integer()),
    description: Type.String(),
    facilities: Type.Array(HotelFacility),
    policies: HotelPolicies,
    pictures: describe(Type.Array(HotelPicture), 'at least one per category the hotel has, the cover first'),
    subways: describe(Type.Array(HotelNearby), 'stations within 3 km, nearest first'),
    landmarks: describe(Type.Array(HotelNearby), 'nearest first'),
  },
  'one hotel in full',
);

export const HotelNight = shape('HotelNight', {
  date: describe(Type.String(), 'the night of "YYYY-MM-DD" (Asia/Shanghai)'),
  price_fen: describe(Type.Integer(), 'one room, that night'),
  rooms_left: describe(Type.Integer(), 'live: rooms of the type for sale that night minus those held'),
});

export const CancelRule = Type.Union([Type.Literal('free'), Type.Literal('first_night'), Type.Literal('none')]);

export const HotelRatePlan = shape(
  'HotelRatePlan',
  {
    id: describe(Type.String(), '"<room type id>.<n>", e.g. "H310000001.R2.P1"'),
    room_type_id: Type.String(),
    name: describe(Type.String(), 'e.g. "含双早 · 免费取消"'),
    meals: describe(mealCount, 'breakfasts included per room and night'),
    meal_text: describe(Type.Union([Type.Literal('无早'), Type.Literal('单早'), Type.Literal('双早')]), 'from `meals`'),
    cancel_rule: describe(
      CancelRule,
      'free: free cancellation until the deadline, then the first night is kept; first_night: the first night is always kept; none: non-refundable',
    ),
    cancel_label: describe(
      Type.Union([Type.Literal('免费取消'), Type.Literal('限时取消'), Type.Literal('扣首晚'), Type.Literal('不可取消')]),
      'free with a deadline on the arrival day 免费取消, earlier 限时取消; first_night 扣首晚; none 不可取消',
    ),
    cancel_deadline: describe(
      nullable(Type.String()),
      'ISO 8601 +08:00, e.g. 18:00 on the arrival day (`free` only); null for the other rules',
    ),
    cancel_text: describe(
      Type.String(),
      'the rule in words for the stay, e.g. "11月28日18:00前可免费取消，逾期取消或未入住扣除首晚房费"',
    ),
    arrival_times: describe(Type.Array(Type.String()), 'latest-arrival choices, e.g. ["18:00", "20:00", "22:00", "23:59"]'),
    nights: describe(Type.Array(HotelNight), 'one per night of the stay'),
    total_fen: describe(Type.Integer(), 'one room for the stay: the sum of `nights`'),
    average_fen: describe(Type.Integer(), 'total ÷ nights, rounded up to the yuan'),
    rooms_left: describe(Type.Integer(), 'the least `rooms_left` over the nights, at most 10; 0 sold out'),
  },
  'a rate plan priced for one stay',
);

export const HotelRoomType = shape(
  'HotelRoomType',
  {
    id: describe(Type.String(), '"<hotel id>.R<n>", e.g. "H310000001.R2"'),
    hotel_id: Type.String(),
    name: describe(Type.String(), 'e.g. "高级大床房"'),
    bed: describe(Type.String(), 'e.g. "1张1.8米大床" or "2张1.2米单人床"'),
    area_m2: Type.Integer(),
    floor: describe(Type.String(), 'e.g. "6-12层"'),
    window: Type.Union([Type.Literal('有窗'), Type.Literal('无窗'), Type.Literal('部分有窗')]),
    max_guests: Type.Integer(),
    smoking: Type.Union([Type.Literal('禁烟'), Type.Literal('可吸烟'), Type.Literal('部分禁烟')]),
    pictures: Type.Array(Type.String()),
    facilities: describe(Type.Array(Type.String()), 'in words, e.g. ["空调", "智能马桶", "浴缸"]'),
    plans: describe(Type.Array(HotelRatePlan), 'cheapest first, sold-out ones included'),
  },
  'a room type with its plans priced for one stay',
);

export const HotelSuggestion = shape('HotelSuggestion', {
  kind: Type.Union([
    Type.Literal('hotel'),
    Type.Literal('brand'),
    Type.Literal('district'),
    Type.Literal('business_area'),
    Type.Literal('landmark'),
    Type.Literal('subway'),
  ]),
  kind_text: describe(Type.String(), '"酒店" | "品牌" | "行政区" | "商圈" | "地标" | "地铁站"'),
  text: describe(Type.String(), 'what to search for, e.g. "人民广场"'),
  hotel_id: describe(nullable(Type.String()), 'kind hotel only: open it directly'),
  hint: describe(Type.String(), 'a second line: the address, "12家酒店", the lines of a station …'),
  lat: describe(nullable(Type.Number()), 'a landmark or station: search around it'),
  lng: nullable(Type.Number()),
});

export const HotelFilters = Type.Object({
  adcode: Type.String(),
  tags: Type.Array(Type.String()),
  brands: Type.Array(Type.String()),
  districts: Type.Array(Type.String()),
  facilities: Type.Array(HotelFacility),
  subway_lines: describe(
    Type.Array(Type.Object({ line: Type.String(), stations: Type.Array(Type.String()) })),
    "the city's lines with stations near a hotel",
  ),
  price_ranges: describe(
    Type.Array(Type.Object({ min_fen: Type.Integer(), max_fen: nullable(Type.Integer()), text: Type.String() })),
    'e.g. ¥150以下, ¥150–300 …, ¥1000以上',
  ),
});

const adcode = text('城市', { description: 'a city adcode' });
const checkIn = text('入住日期', { description: '`YYYY-MM-DD`' });
const checkOut = text('离店日期', { description: '`YYYY-MM-DD`' });
const hotelId = text('酒店', { description: 'hotel id' });
const strings = (label: string) => optional(list(label, text(label), { maxItems: 30 }));

export const HotelSort = ['recommend', 'price_asc', 'price_desc', 'star_desc', 'score_desc', 'distance'] as const;

export const hotelRoutes = {
  cityList: route({
    prefix: '/api',
    method: 'GET',
    path: '/hotel/cityList',
    auth: 'none',
    params: noParams,
    data: Type.Object({
      hot: Type.Array(HotelCity),
      groups: Type.Array(Type.Object({ letter: Type.String(), cities: Type.Array(HotelCity) })),
    }),
    doc: { data: 'cities with hotels; `hot` in display order (北京 上海 广州 深圳 …), groups A–Z by pinyin' },
    flags: [2001],
  }),
  autoMatch: route({
    prefix: '/api',
    method: 'GET',
    path: '/hotel/autoMatch',
    auth: 'none',
    params: params({
      city: adcode,
      keyword: text('关键词', { description: '1–30 chars' }),
    }),
    data: Type.Object({ keyword: Type.String(), list: Type.Array(HotelSuggestion) }),
    doc: {
      data: 'at most 20 in the city, best first: exact names, then prefixes, then containing; hotels by name, brands, districts, business areas, landmarks and subway stations; `[]` when nothing matches',
    },
    flags: [2001, 2701],
  }),
  search: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotel/search',
    auth: 'none',
    idempotent: true,
    params: params({
      city: adcode,
      check_in: checkIn,
      check_out: checkOut,
      keyword: optional(text('关键词', { description: 'matched against name, brand, district, area, address, landmarks, stations' })),
      sort: optional(oneOf('排序', HotelSort, { description: 'default recommend' })),
      lat: optional(num('纬度', { description: 'with lng: the point for `distance_m` and sort distance' })),
      lng: optional(num('经度')),
      price_min_fen: optional(int('最低价')),
      price_max_fen: optional(int('最高价')),
      levels: optional(list('星级', int('星级'), { description: '[2–5]: stars or diamonds of that value' })),
      brands: strings('品牌'),
      facilities: strings('设施'),
      tags: strings('标签'),
      districts: strings('行政区'),
      subways: strings('地铁站'),
      page_num: optional(int('页码', { description: 'from 1, default 1' })),
      page_size: optional(int('每页数量', { description: '1–50, default 20' })),
    }),
    data: Type.Object({
      total: Type.Integer(),
      page_num: Type.Integer(),
      page_size: Type.Integer(),
      check_in: Type.String(),
      check_out: Type.String(),
      nights: Type.Integer(),
      list: Type.Array(HotelBrief),
    }),
    doc: {
      data: 'one page with the lowest price of each hotel for the stay, in a constant number of queries whatever the page size; sold-out hotels last whatever the sort; the price filter uses the lowest price',
    },
    flags: [2001, 2701, 2702],
  }),
  recommend: route({
    prefix: '/api',
    method: 'GET',
    path: '/hotel/recommend',
    auth: 'none',
    params: params({
      city: adcode,
      check_in: optional(checkIn),
      check_out: optional(checkOut),
      exclude: optional(text('排除酒店', { description: 'a hotel id to leave out (the one shown)' })),
    }),
    data: Type.Object({ list: Type.Array(HotelBrief) }),
    doc: { data: 'at most 6, best score first; priced when a stay is given' },
    flags: [2001, 2701, 2702],
  }),
  filters: route({
    prefix: '/api',
    method: 'GET',
    path: '/hotel/filters',
    auth: 'none',
    params: params({ city: adcode }),
    data: HotelFilters,
    doc: { data: "what the list's filters offer in that city: tags, brands, districts, facilities, subway lines and stations" },
    flags: [2001, 2701],
  }),
  detail: route({
    prefix: '/api',
    method: 'GET',
    path: '/hotel/detail',
    auth: 'none',
    params: params({ hotel_id: hotelId }),
    data: Hotel,
    doc: { data: '`lowest_price_fen` and `distance_m` are null here' },
    flags: [2001, 2703],
  }),
  details: route({
    prefix: '/v2',
    method: 'POST',
    path: '/hotel/details',
    auth: 'none',
    idempotent: true,
    params: params({ hotel_ids: list('酒店', text('酒店'), { maxItems: 50 }) }),
    data: Type.Object({ list: Type.Array(Hotel) }),
    doc: { data: 'in the order asked, unknown ids left out; one query whatever the count' },
    flags: [2001],
  }),
  rooms: route({
    prefix: '/api',
    method: 'GET',
    path: '/hotel/rooms',
    auth: 'none',
    params: params({ hotel_id: hotelId, check_in: checkIn, check_out: checkOut }),
    data: Type.Object({
      hotel_id: Type.String(),
      check_in: Type.String(),
      check_out: Type.String(),
      nights: Type.Integer(),
      rooms: Type.Array(HotelRoomType),
    }),
    doc: { data: 'every room type with every plan priced night by night for the stay, live stock' },
    flags: [2001, 2702, 2703],
  }),
};

/** The shapes the page shows in full, in this order (index.ts `restShapes`). */
export const hotelShapes = [
  HotelCity,
  HotelLevel,
  HotelNearby,
  HotelBrief,
  Hotel,
  HotelFacility,
  HotelPicture,
  HotelPolicies,
  HotelRoomType,
  HotelRatePlan,
  HotelNight,
  HotelSuggestion,
];

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { hotelRoutes as routes, hotelShapes as shapes };
