// The hotel catalogue: every hotel of the home's hot list (same id, name, city, level, score,
// address and review count, so its links open the same hotel) and enough chain, international and
// independent hotels to have at least 15 in each of the twelve main cities, placed in real business
// areas and measured against real stations and landmarks (hotelPlaces.ts). Deterministic: every
// choice is a hash of the hotel's id, never random. Prices and rooms per night are computed from
// the room types' seeded base (domains/hotel/pricing.ts), so the catalogue follows the calendar.
import type { HotelRow, NearbyRow, PlanRow, RoomTypeRow } from '../../domains/hotel/catalogue.ts';
import { FACILITIES } from '../../domains/hotel/facilities.ts';
import { hash, type CancelRule } from '../../domains/hotel/pricing.ts';
import { mediaPath } from '../../domains/home/media.ts';
import type { Queryable } from '../types.ts';
import { hotels as hotHotels } from './home.ts';
import { cityPlaces, FULL_CITIES, type Area, type CityPlaces } from './hotelPlaces.ts';

// The seed writes the rows the catalogue reads (domains/hotel/catalogue.ts), less what a join adds.
type Nearby = NearbyRow;
export type SeedHotel = Omit<HotelRow, 'city_name'>;
export type SeedRoomType = Omit<RoomTypeRow, 'plans'>;
export type SeedRatePlan = PlanRow;

export interface HotelCatalogue {
  hotels: SeedHotel[];
  roomTypes: SeedRoomType[];
  plans: SeedRatePlan[];
}

/** Hotels per main city, home ones included. */
const HOTELS_PER_CITY = 16;

/**
 * The 上海 hotels of the home's hot list keep at least 3 rooms of every type every night (never
 * scarce, at least 5 rooms), so tests and journeys that book them are stable.
 */
const STEADY_HOTELS = new Set(hotHotels.filter((h) => h[1] === '上海').map((h) => h[0]));

// ---------------------------------------------------------------------------------------------
// Geometry

/** Metres between two GCJ-02 points (haversine; the datum's offset does not change distances). */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(a)));
}

/** A point within about `radiusM` of the area's centre, by a hash of the key. */
function near(
  area: { lat: number; lng: number },
  key: string,
  radiusM: number,
): { lat: number; lng: number } {
  const angle = ((hash(`${key}|angle`) % 3600) / 3600) * 2 * Math.PI;
  const r = ((hash(`${key}|radius`) % 1000) / 1000) * radiusM;
  const dLat = (r * Math.cos(angle)) / 111_320;
  const dLng = (r * Math.sin(angle)) / (111_320 * Math.cos((area.lat * Math.PI) / 180));
  return { lat: round6(area.lat + dLat), lng: round6(area.lng + dLng) };
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function nearbyOf(places: CityPlaces, lat: number, lng: number) {
  const subways = places.stations
    .map((s) => ({ name: s.name, line: s.lines, distance_m: distanceM(lat, lng, s.lat, s.lng) }))
    .filter((s) => s.distance_m <= 3000)
    .sort((a, b) => a.distance_m - b.distance_m);
  const landmarks = places.landmarks
    .map((l) => ({ name: l.name, line: null, distance_m: distanceM(lat, lng, l.lat, l.lng) }))
    .filter((l) => l.distance_m <= 15_000)
    .sort((a, b) => a.distance_m - b.distance_m)
    .slice(0, 5);
  return { subways, landmarks };
}

// ---------------------------------------------------------------------------------------------
// Brands

type Tier = 'economy' | 'comfort' | 'upscale' | 'luxury' | 'inn';

interface Brand {
  key: string;
  brand: string | null;
  tier: Tier;
  kind: 'star' | 'diamond';
  level: number;
  /** The hotel's name in the brand's own style. */
  name(city: string, area: string, resort: boolean, key: string): string;
}

const chain = (word: string) => (city: string, area: string) => `${word}(${city}${area}店)`;
const intl =
  (brand: string, suffix = '酒店') =>
  (city: string, area: string, resort: boolean) =>
    `${city}${area}${brand}${resort ? '度假' : ''}${suffix}`;
const INN_WORDS = ['听雨', '半山', '云舍', '花间', '知遇', '拾光', '青石', '揽月'];
const innName = (kind: string) => (_city: string, area: string, _resort: boolean, key: string) =>
  `${area}${INN_WORDS[hash(key) % INN_WORDS.length]}${kind}`;

// prettier-ignore
const BRANDS: Readonly<Record<string, Brand>> = Object.fromEntries(
  ([
    ['hanting', '汉庭', 'economy', 'diamond', 2, chain('汉庭酒店')],
    ['rujia', '如家', 'economy', 'diamond', 2, chain('如家酒店')],
    ['jinjiang', '锦江之星', 'economy', 'diamond', 2, chain('锦江之星')],
    ['7days', '7天', 'economy', 'diamond', 2, chain('7天酒店')],
    ['quanji', '全季', 'comfort', 'diamond', 3, chain('全季酒店')],
    ['vienna', '维也纳', 'comfort', 'diamond', 3, chain('维也纳酒店')],
    ['lifeng', '丽枫', 'comfort', 'diamond', 3, chain('丽枫酒店')],
    ['hiexpress', '智选假日', 'comfort', 'diamond', 3, intl('智选假日')],
    ['atour', '亚朵', 'upscale', 'diamond', 4, chain('亚朵酒店')],
    ['crystal', '桔子水晶', 'upscale', 'diamond', 4, chain('桔子水晶酒店')],
    ['mercure', '美居', 'upscale', 'diamond', 4, intl('美居')],
    ['holiday', '假日', 'upscale', 'star', 4, intl('假日')],
    ['hilton', '希尔顿', 'luxury', 'star', 5, intl('希尔顿')],
    ['marriott', '万豪', 'luxury', 'star', 5, intl('万豪')],
    ['ihg', '洲际', 'luxury', 'star', 5, intl('洲际')],
    ['shangrila', '香格里拉', 'luxury', 'star', 5, intl('香格里拉', '大酒店')],
    ['sheraton', '喜来登', 'luxury', 'star', 5, intl('喜来登')],
    ['hyatt', '凯悦', 'luxury', 'star', 5, intl('凯悦')],
    ['inn', null, 'inn', 'diamond', 3, innName('客栈')],
    ['homestay', null, 'inn', 'diamond', 3, innName('民宿')],
  ] as const).map(([key, brand, tier, kind, level, name]) => [key, { key, brand, tier, kind, level, name } as Brand]),
);

/** The brands a city's generated hotels take, in order (the home's hotels come first). */
// prettier-ignore
const MIX: Readonly<Record<'city' | 'beach' | 'old_town', readonly string[]>> = {
  city: ['hanting', 'quanji', 'atour', 'hilton', 'rujia', 'vienna', 'marriott', 'jinjiang', 'crystal', 'ihg', '7days',
    'lifeng', 'shangrila', 'hiexpress', 'mercure', 'sheraton', 'holiday', 'hyatt'],
  beach: ['rujia', 'quanji', 'hilton', 'homestay', 'atour', 'marriott', 'vienna', 'sheraton', 'ihg', 'homestay',
    'shangrila', 'holiday', 'hyatt', 'hanting', 'mercure', 'crystal'],
  old_town: ['inn', 'hanting', 'quanji', 'inn', 'hilton', 'atour', 'homestay', 'vienna', 'inn', 'marriott', 'rujia',
    'shangrila', 'crystal', 'inn', 'ihg', 'lifeng'],
};

const MIX_OF: Readonly<Record<string, keyof typeof MIX>> = {
  '460200': 'beach',
  '530700': 'old_town',
  '350200': 'old_town',
};

/** The first part of an area's name, for hotel names ("前门/大栅栏" → "前门"). */
const shortArea = (area: string) => area.split('/')[0]!;

// ---------------------------------------------------------------------------------------------
// Home hotels: where they stand and who runs them (the home row gives the rest).

// prettier-ignore
const HOME_PLACES: Readonly<Record<string, readonly [district: string, lat: number, lng: number, brand: string | null, kind: 'star' | 'diamond']>> = {
  H110000001: ['东城区', 39.9135, 116.4116, '文华东方', 'star'],
  H110000002: ['朝阳区', 39.9092, 116.4597, null, 'star'],
  H110000003: ['海淀区', 39.9985, 116.2754, '安缦', 'star'],
  H110000004: ['西城区', 39.8955, 116.3935, '全季', 'diamond'],
  H310000001: ['黄浦区', 31.2356, 121.491, '华尔道夫', 'star'],
  H310000002: ['黄浦区', 31.2402, 121.4878, '费尔蒙', 'star'],
  H310000003: ['浦东新区', 31.1407, 121.661, '迪士尼', 'star'],
  H310000004: ['黄浦区', 31.234, 121.478, '亚朵', 'diamond'],
  H440100001: ['荔湾区', 23.1076, 113.2459, null, 'star'],
  H440100002: ['天河区', 23.119, 113.323, '四季', 'star'],
  H440300001: ['罗湖区', 22.543, 114.104, '瑞吉', 'star'],
  H440300002: ['南山区', 22.539, 113.982, '洲际', 'star'],
  H510100001: ['锦江区', 30.653, 104.084, null, 'star'],
  H510100002: ['锦江区', 30.657, 104.083, '君悦', 'star'],
  H330100001: ['西湖区', 30.246, 120.135, '四季', 'star'],
  H330100002: ['西湖区', 30.24, 120.142, null, 'star'],
  H610100001: ['新城区', 34.269, 108.956, '索菲特', 'star'],
  H610100002: ['雁塔区', 34.218, 108.968, '威斯汀', 'star'],
  H460200001: ['海棠区', 18.32, 109.748, '亚特兰蒂斯', 'star'],
  H460200002: ['吉阳区', 18.229, 109.65, '丽思卡尔顿', 'star'],
  H350200001: ['思明区', 24.456, 118.08, '康莱德', 'star'],
  H350200002: ['思明区', 24.448, 118.069, null, 'diamond'],
  H530700001: ['玉龙纳西族自治县', 27.065, 100.235, null, 'star'],
  H530700002: ['古城区', 26.918, 100.205, '悦榕庄', 'star'],
  H450300001: ['阳朔县', 24.77, 110.505, null, 'star'],
  H450300002: ['七星区', 25.295, 110.312, '香格里拉', 'star'],
  H500000001: ['渝中区', 29.566, 106.584, '洲际', 'star'],
  H320100001: ['鼓楼区', 32.044, 118.784, '金陵', 'star'],
  H420100001: ['武昌区', 30.556, 114.344, '万达瑞华', 'star'],
  H430100001: ['芙蓉区', 28.196, 112.979, '尼依格罗', 'star'],
  H810000001: ['油尖旺区', 22.295, 114.172, '半岛', 'star'],
};

// ---------------------------------------------------------------------------------------------
// Rooms and plans

interface RoomTemplate {
  name: string;
  bed: string;
  area: [number, number];
  maxGuests: number;
  window: SeedRoomType['window_kind'];
  /** The room's price against the hotel's first room type. */
  factor: number;
  suite?: boolean;
}

// prettier-ignore
const ROOMS: Readonly<Record<Tier, readonly RoomTemplate[]>> = {
  economy: [
    { name: '标准大床房', bed: '1张1.5米大床', area: [16, 20], maxGuests: 2, window: '有窗', factor: 1 },
    { name: '标准双床房', bed: '2张1.2米单人床', area: [18, 22], maxGuests: 2, window: '有窗', factor: 1.08 },
    { name: '特惠大床房', bed: '1张1.4米大床', area: [12, 15], maxGuests: 2, window: '无窗', factor: 0.85 },
    { name: '家庭房', bed: '1张1.8米大床和1张1.2米单人床', area: [24, 28], maxGuests: 3, window: '有窗', factor: 1.4 },
  ],
  comfort: [
    { name: '高级大床房', bed: '1张1.8米大床', area: [22, 26], maxGuests: 2, window: '有窗', factor: 1 },
    { name: '高级双床房', bed: '2张1.2米单人床', area: [24, 28], maxGuests: 2, window: '有窗', factor: 1.06 },
    { name: '豪华大床房', bed: '1张1.8米大床', area: [28, 32], maxGuests: 2, window: '有窗', factor: 1.25 },
    { name: '亲子家庭房', bed: '1张1.8米大床和1张1.2米单人床', area: [32, 36], maxGuests: 3, window: '有窗', factor: 1.5 },
    { name: '商务套房', bed: '1张2米大床', area: [45, 55], maxGuests: 2, window: '有窗', factor: 2.2, suite: true },
  ],
  upscale: [
    { name: '高级大床房', bed: '1张1.8米大床', area: [28, 32], maxGuests: 2, window: '有窗', factor: 1 },
    { name: '高级双床房', bed: '2张1.35米单人床', area: [30, 34], maxGuests: 2, window: '有窗', factor: 1.05 },
    { name: '豪华景观大床房', bed: '1张2米大床', area: [35, 40], maxGuests: 2, window: '有窗', factor: 1.3 },
    { name: '行政大床房', bed: '1张2米大床', area: [38, 45], maxGuests: 2, window: '有窗', factor: 1.6 },
    { name: '亲子套房', bed: '1张2米大床和1张1.2米单人床', area: [55, 65], maxGuests: 3, window: '有窗', factor: 2.1, suite: true },
  ],
  luxury: [
    { name: '豪华大床房', bed: '1张2米大床', area: [42, 50], maxGuests: 2, window: '有窗', factor: 1 },
    { name: '豪华双床房', bed: '2张1.35米单人床', area: [42, 50], maxGuests: 3, window: '有窗', factor: 1 },
    { name: '景观大床房', bed: '1张2米大床', area: [48, 55], maxGuests: 2, window: '有窗', factor: 1.35 },
    { name: '行政豪华房', bed: '1张2米大床', area: [50, 60], maxGuests: 2, window: '有窗', factor: 1.7 },
    { name: '行政套房', bed: '1张2米大床', area: [85, 110], maxGuests: 3, window: '有窗', factor: 3.2, suite: true },
  ],
  inn: [
    { name: '庭院大床房', bed: '1张1.8米大床', area: [20, 25], maxGuests: 2, window: '有窗', factor: 1 },
    { name: '庭院双床房', bed: '2张1.2米单人床', area: [22, 26], maxGuests: 2, window: '有窗', factor: 1.05 },
    { name: '景观露台房', bed: '1张1.8米大床', area: [28, 35], maxGuests: 2, window: '有窗', factor: 1.5 },
    { name: '阁楼家庭房', bed: '1张1.8米大床和1张1.2米单人床', area: [35, 40], maxGuests: 4, window: '部分有窗', factor: 1.8 },
  ],
};

const ROOM_FACILITIES: Readonly<Record<Tier, readonly string[]>> = {
  economy: ['空调', '独立卫浴', '电热水壶', '吹风机', '免费洗漱用品'],
  comfort: ['空调', '独立卫浴', '智能电视', '电热水壶', '吹风机', '免费洗漱用品', '遮光窗帘'],
  upscale: ['空调', '独立卫浴', '智能马桶', '智能电视', '迷你吧', '胶囊咖啡机', '遮光窗帘', '浴袍'],
  luxury: [
    '空调',
    '浴缸',
    '独立淋浴间',
    '智能马桶',
    '智能电视',
    '迷你吧',
    '胶囊咖啡机',
    '保险箱',
    '浴袍',
    '拖鞋',
  ],
  inn: ['空调', '独立卫浴', '电热水壶', '吹风机', '茶具', '观景露台'],
};

/** The base price of a hotel's first room type, yuan, by tier: [lowest, spread]. */
const BASE_YUAN: Readonly<Record<Tier, readonly [number, number]>> = {
  economy: [169, 90],
  comfort: [299, 180],
  upscale: [499, 300],
  luxury: [999, 1200],
  inn: [268, 220],
};

/** Hotels cost more in the biggest cities. */
const CITY_PRICE: Readonly<Record<string, number>> = {
  '110000': 1.2,
  '310000': 1.2,
  '440100': 1.05,
  '440300': 1.1,
  '330100': 1.05,
  '460200': 1.15,
  '810000': 1.8,
};

interface PlanTemplate {
  meals: PlanRow['meals'];
  rule: CancelRule;
  days?: number;
  time?: string;
}

// The first room type of every hotel has a free plan and a non-refundable one (the first two), so
// every city has both; the others draw 1–4 distinct plans from the whole list.
// prettier-ignore
const PLANS: readonly PlanTemplate[] = [
  { meals: 0, rule: 'free', days: 0, time: '18:00' },
  { meals: 0, rule: 'none' },
  { meals: 2, rule: 'free', days: 1, time: '18:00' },
  { meals: 1, rule: 'first_night' },
  { meals: 2, rule: 'none' },
  { meals: 2, rule: 'free', days: 0, time: '18:00' },
  { meals: 0, rule: 'first_night' },
];

const ARRIVALS: Readonly<Record<Tier, readonly string[]>> = {
  economy: ['18:00', '20:00', '22:00', '23:59'],
  comfort: ['18:00', '20:00', '22:00', '23:59'],
  upscale: ['16:00', '18:00', '20:00', '22:00', '23:59'],
  luxury: ['16:00', '18:00', '20:00', '22:00', '23:59'],
  inn: ['14:00', '16:00', '18:00', '20:00', '22:00'],
};

function tierOfLevel(level: number, kind: 'star' | 'diamond'): Tier {
  if (level >= 5) return 'luxury';
  if (level === 4) return 'upscale';
  if (level === 3) return kind === 'star' ? 'upscale' : 'comfort';
  return 'economy';
}

function roomsAndPlans(
  hotel: SeedHotel,
  tier: Tier,
  firstBaseYuan: number,
  scarceHotel: boolean,
): { roomTypes: SeedRoomType[]; plans: SeedRatePlan[] } {
  const templates = ROOMS[tier];
  const count = Math.min(templates.length, 2 + (hash(`${hotel.id}|rooms`) % 4));
  const steady = STEADY_HOTELS.has(hotel.id);
  const roomTypes: SeedRoomType[] = [];
  const plans: SeedRatePlan[] = [];
  const floors = tier === 'inn' ? ['1-2层', '2-3层'] : ['3-8层', '6-12层', '9-16层', '12-20层', '18-26层'];
  for (let i = 0; i < count; i++) {
    const t = templates[i]!;
    const id = `${hotel.id}.R${i + 1}`;
    const h = hash(id);
    const rooms = t.suite ? 5 + (h % 3) : tier === 'luxury' ? 8 + (h % 10) : 10 + (h % 18);
    // About one room type in seven is scarce, and one hotel per city has only scarce rooms.
    const scarce = !steady && (scarceHotel || (i > 0 && h % 7 === 0));
    const [minArea, maxArea] = t.area;
    roomTypes.push({
      id,
      hotel_id: hotel.id,
      position: i + 1,
      name: t.name,
      bed: t.bed,
      area_m2: minArea + (h % (maxArea - minArea + 1)),
      floor: floors[h % floors.length]!,
      window_kind: t.window,
      max_guests: t.maxGuests,
      smoking: tier === 'economy' && h % 3 === 0 ? '部分禁烟' : '禁烟',
      pictures: [mediaPath('card', t.name, hotel.name), mediaPath('card', `${t.name} 卫浴`, hotel.name)],
      facilities: [...ROOM_FACILITIES[tier]],
      base_price_fen: Math.round(firstBaseYuan * t.factor) * 100,
      rooms: Math.max(5, rooms),
      scarce,
    });
    const chosen: PlanTemplate[] = i === 0 ? [PLANS[0]!, PLANS[1]!] : [PLANS[(h >>> 4) % PLANS.length]!];
    const wanted = i === 0 ? 2 + (h % 3) : 1 + (h % 4);
    for (let k = 1; chosen.length < wanted && k < PLANS.length; k++) {
      const next = PLANS[((h >>> 4) + k * 3) % PLANS.length]!;
      if (!chosen.includes(next)) chosen.push(next);
    }
    chosen.forEach((p, k) =>
      plans.push({
        id: `${id}.P${k + 1}`,
        room_type_id: id,
        position: k + 1,
        meals: p.meals,
        cancel_rule: p.rule,
        deadline_days: p.rule === 'free' ? (p.days ?? 0) : null,
        deadline_time: p.rule === 'free' ? (p.time ?? '18:00') : null,
        arrival_times: [...ARRIVALS[tier]],
      }),
    );
  }
  return { roomTypes, plans };
}

// ---------------------------------------------------------------------------------------------
// Hotels

const COASTAL = new Set([
  '亚龙湾',
  '海棠湾',
  '大东海',
  '三亚湾',
  '鼓浪屿',
  '曾厝垵/环岛路',
  '五缘湾',
  '大梅沙',
]);
const LAKESIDE = new Set(['湖滨', '西湖/灵隐', '滇池/海埂', '楚河汉街/东湖']);
const RIVERSIDE = new Set([
  '外滩',
  '陆家嘴',
  '朝天门',
  '洪崖洞',
  '南滨路',
  '沙面',
  '珠江新城',
  '阳朔/漓江',
  '漓江/七星公园',
]);
const FAMILY_SPOTS = new Set([
  '上海迪士尼乐园',
  '长隆野生动物世界',
  '欢乐谷',
  '世界之窗',
  '成都大熊猫繁育研究基地',
  '亚特兰蒂斯水世界',
]);

function tagsOf(
  tier: Tier,
  resort: boolean,
  area: string,
  subways: readonly Nearby[],
  landmarks: readonly Nearby[],
  facilities: readonly string[],
  key: string,
): string[] {
  const tags: string[] = [];
  const h = hash(`${key}|tags`);
  if (subways[0] && subways[0].distance_m <= 800) tags.push('近地铁');
  if (tier === 'inn') tags.push('客栈');
  if (COASTAL.has(area)) tags.push('海景');
  if (LAKESIDE.has(area)) tags.push('湖景');
  if (RIVERSIDE.has(area)) tags.push('江景');
  if (resort && tier !== 'economy') tags.push('度假');
  if (
    landmarks.some((l) => FAMILY_SPOTS.has(l.name) && l.distance_m <= 5000) ||
    (resort && tier !== 'economy' && h % 2 === 0) ||
    facilities.includes('kids_club')
  ) {
    tags.push('亲子');
  }
  if (!resort && (tier === 'comfort' || tier === 'upscale' || (tier === 'luxury' && h % 3 !== 0)))
    tags.push('商务');
  if (tier === 'economy') tags.push('性价比');
  if (tier === 'inn' || (tier === 'upscale' && h % 4 === 0)) tags.push('情侣');
  if (facilities.includes('parking')) tags.push('免费停车');
  return tags;
}

function facilitiesOf(tier: Tier, resort: boolean, key: string): string[] {
  const h = hash(`${key}|facilities`);
  const wanted = new Set(['wifi', 'front_desk_24h', 'luggage']);
  if (tier !== 'inn') wanted.add('breakfast');
  if (tier !== 'economy') wanted.add('laundry');
  if (tier === 'comfort' || tier === 'upscale') wanted.add('robot');
  if (tier === 'upscale' || tier === 'luxury')
    ['gym', 'restaurant', 'meeting', 'charging'].forEach((c) => wanted.add(c));
  if (tier === 'luxury') ['pool', 'spa', 'bar', 'airport_shuttle'].forEach((c) => wanted.add(c));
  if (resort && (tier === 'luxury' || tier === 'upscale'))
    ['pool', 'kids_club'].forEach((c) => wanted.add(c));
  if (h % 2 === 0 || resort || tier === 'inn') wanted.add('parking');
  if (tier === 'inn') wanted.add('breakfast');
  // In the catalogue's own order, so filters and pages list them alike.
  return FACILITIES.map((f) => f.code).filter((c) => wanted.has(c));
}

function picturesOf(name: string, tier: Tier, facilities: readonly string[]) {
  const categories: [string, string][] = [
    ['外观', '酒店外观'],
    ['大堂', tier === 'inn' ? '庭院' : '大堂'],
    ['客房', '客房'],
    ['客房', '卫浴'],
  ];
  if (facilities.includes('restaurant') || facilities.includes('breakfast'))
    categories.push(['餐厅', tier === 'inn' ? '早餐' : '餐厅']);
  if (facilities.includes('pool')) categories.push(['设施', '游泳池']);
  if (facilities.includes('gym')) categories.push(['设施', '健身房']);
  categories.push(['周边', '周边风景']);
  return [
    { url: mediaPath('card', name), category: '外观', title: '封面' },
    ...categories.map(([category, title]) => ({ url: mediaPath('card', name, title), category, title })),
  ];
}

function policiesOf(tier: Tier, level: number, key: string): SeedHotel['policies'] {
  const h = hash(`${key}|policies`);
  const breakfast =
    tier === 'inn'
      ? `简餐早餐 ¥${28 + (h % 3) * 5}/位，08:00–10:00`
      : tier === 'economy'
        ? `中式早餐 ¥${20 + (h % 3) * 5}/位，07:00–09:30`
        : `自助早餐 ¥${[0, 0, 20, 38, 68, 128][level]}/位，06:30–10:00`;
  return {
    check_in_from: tier === 'luxury' ? '15:00' : '14:00',
    check_out_by: '12:00',
    children:
      tier === 'inn'
        ? '欢迎携带儿童入住；1.2米以下儿童不加床免费，不提供加床'
        : '不接受18岁以下客人单独入住；1.2米以下儿童不占床免费，加床请联系酒店',
    pets: h % 5 === 0 ? '可携带宠物，需提前联系酒店并支付清洁费' : '不可携带宠物',
    breakfast,
    extra: [
      '入住时请出示每位客人的有效身份证件',
      tier === 'luxury' ? '入住时需支付押金，可用现金或信用卡预授权' : '入住时需支付押金，离店时退还',
      '酒店可开具发票，请于离店时在前台索取',
    ],
  };
}

function addressIn(area: Area, key: string): string {
  const street = area.streets[hash(`${key}|street`) % area.streets.length]!;
  return `${area.district}${street}${1 + (hash(`${key}|number`) % 380)}号`;
}

function phoneOf(places: CityPlaces, key: string): string {
  // Local numbers have 8 digits but in 丽江 and 桂林 (7); Hong Kong's have 8 after +852.
  const length = places.phoneCode === '0888' || places.phoneCode === '0773' ? 7 : 8;
  const local = String(hash(`${key}|phone`) % 10 ** (length - 1)).padStart(length - 1, '0');
  return `${places.phoneCode}-${length === 8 ? '6' : '5'}${local}`;
}

const LEVEL_WORDS: Readonly<Record<'star' | 'diamond', readonly string[]>> = {
  star: ['', '', '二星级', '三星级', '四星级', '五星级'],
  diamond: ['', '', '经济型', '舒适型', '高档型', '豪华型'],
};

function describeHotel(h: SeedHotel, tier: Tier): string {
  const landmark = h.landmarks[0];
  const subway = h.subways[0];
  const where = subway
    ? `步行可达地铁${subway.name}站（约${subway.distance_m}米）`
    : landmark
      ? `距${landmark.name}约${(landmark.distance_m / 1000).toFixed(1)}公里`
      : '交通便利';
  const what: Readonly<Record<Tier, string>> = {
    economy: '干净实惠，适合差旅和短住',
    comfort: '安静舒适，床品与早餐口碑好',
    upscale: '设计精致，兼顾商务与休闲',
    luxury: '设施完善，服务周到，适合度假与商务宴请',
    inn: '院落安静，主人热情，适合慢游',
  };
  return `${h.name}位于${h.city_adcode === '810000' ? '香港' : ''}${h.district}${h.business_area}商圈，${where}。酒店为${LEVEL_WORDS[h.level_kind][h.level_value]}酒店，${what[tier]}。`;
}

interface Draft {
  id: string;
  places: CityPlaces;
  name: string;
  brand: string | null;
  kind: 'star' | 'diamond';
  level: number;
  tier: Tier;
  district: string;
  area: string;
  address: string;
  lat: number;
  lng: number;
  score: number;
  reviews: number;
  homeTags: readonly string[];
  baseYuan: number;
}

function draftsOfCity(places: CityPlaces, cityIndex: number): Draft[] {
  const drafts: Draft[] = [];
  for (const [code, cityName, name, star, score, comments, address, area, priceFen, tags] of hotHotels) {
    if (cityName !== places.name) continue;
    const place = HOME_PLACES[code];
    if (!place) throw new Error(`seed: no place for the home's hotel ${code}`);
    const [district, lat, lng, brand, kind] = place;
    drafts.push({
      id: code,
      places,
      name,
      brand,
      kind,
      level: star,
      tier: tierOfLevel(star, kind),
      district,
      area,
      address,
      lat,
      lng,
      score,
      reviews: comments,
      homeTags: tags,
      baseYuan: Math.round(priceFen / 100),
    });
  }
  if (!FULL_CITIES.includes(places.adcode as (typeof FULL_CITIES)[number])) return drafts;
  const mix = MIX[MIX_OF[places.adcode] ?? 'city'];
  const taken = new Set(drafts.map((d) => d.name));
  let serial = drafts.length;
  for (let i = 0; drafts.length < HOTELS_PER_CITY; i++) {
    const brand = BRANDS[mix[(i + cityIndex) % mix.length]!]!;
    // Walk the areas until the brand's name there is new in the city.
    let area = places.areas[(i + cityIndex) % places.areas.length]!;
    let name = brand.name(places.name, shortArea(area.name), places.resort, `${places.adcode}|${i}`);
    for (let k = 1; taken.has(name) && k <= places.areas.length; k++) {
      area = places.areas[(i + cityIndex + k) % places.areas.length]!;
      name = brand.name(places.name, shortArea(area.name), places.resort, `${places.adcode}|${i}|${k}`);
    }
    if (taken.has(name)) continue;
    taken.add(name);
    serial += 1;
    const id = `H${places.adcode}${String(serial).padStart(3, '0')}`;
    const point = near(area, id, 900);
    const h = hash(id);
    const [lowest, spread] = BASE_YUAN[brand.tier];
    drafts.push({
      id,
      places,
      name,
      brand: brand.brand,
      kind: brand.kind,
      level: brand.level,
      tier: brand.tier,
      district: area.district,
      area: area.name,
      address: addressIn(area, id),
      lat: point.lat,
      lng: point.lng,
      score: Math.min(49, 41 + ((h >>> 8) % 8) + (brand.tier === 'luxury' ? 1 : 0)) / 10,
      reviews: 180 + ((h >>> 12) % (brand.tier === 'economy' ? 9000 : 5200)),
      homeTags: [],
      baseYuan: Math.round((lowest + (h % spread)) * (CITY_PRICE[places.adcode] ?? 0.95)),
    });
  }
  return drafts;
}

let cached: HotelCatalogue | null = null;

/** The whole catalogue, computed once per process (it depends on nothing but this code). */
export function hotelCatalogue(): HotelCatalogue {
  if (cached) return cached;
  const hotels: SeedHotel[] = [];
  const roomTypes: SeedRoomType[] = [];
  const plans: SeedRatePlan[] = [];
  cityPlaces.forEach((places, cityIndex) => {
    const drafts = draftsOfCity(places, cityIndex);
    // The recommended order: score weighted by how many reviewed it, the home's hotels first.
    const weight = (d: Draft) => (d.homeTags.length > 0 ? 10 : 0) + d.score * Math.log10(10 + d.reviews);
    const ranked = [...drafts].sort((a, b) => weight(b) - weight(a) || a.id.localeCompare(b.id));
    // One generated hotel per main city has only scarce rooms: its sold-out nights are common.
    const scarceHotel =
      drafts.find((d) => d.homeTags.length === 0 && hash(`${d.id}|scarce`) % 3 === 0)?.id ??
      drafts.find((d) => d.homeTags.length === 0)?.id;
    for (const d of drafts) {
      const { subways, landmarks } = nearbyOf(d.places, d.lat, d.lng);
      const facilities = facilitiesOf(d.tier, d.places.resort, d.id);
      const derived = tagsOf(d.tier, d.places.resort, d.area, subways, landmarks, facilities, d.id);
      const tags = [...new Set([...d.homeTags, ...derived])];
      const opened = 1995 + (hash(`${d.id}|opened`) % 27);
      const renovatedAfter = hash(`${d.id}|renovated`) % 9;
      const hotel: SeedHotel = {
        id: d.id,
        city_adcode: d.places.adcode,
        name: d.name,
        brand: d.brand,
        level_kind: d.kind,
        level_value: d.level,
        district: d.district,
        business_area: d.area,
        address: d.address,
        lat: d.lat,
        lng: d.lng,
        score: d.score,
        review_count: d.reviews,
        tags,
        facilities,
        phone: phoneOf(d.places, d.id),
        opened_year: opened,
        renovated_year:
          renovatedAfter >= 3 && opened + renovatedAfter + 3 <= 2025 ? opened + renovatedAfter + 3 : null,
        description: '',
        policies: policiesOf(d.tier, d.level, d.id),
        pictures: picturesOf(d.name, d.tier, facilities),
        subways,
        landmarks,
        recommend_rank: ranked.indexOf(d) + 1,
      };
      hotel.description = describeHotel(hotel, d.tier);
      hotels.push(hotel);
      const made = roomsAndPlans(hotel, d.tier, d.baseYuan, d.id === scarceHotel);
      roomTypes.push(...made.roomTypes);
      plans.push(...made.plans);
    }
  });
  cached = { hotels, roomTypes, plans };
  return cached;
}

/** Inserts or rewrites rows of one table, in chunks under PostgreSQL's parameter limit. */
async function upsertRows(tx: Queryable, table: string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const perChunk = Math.floor(30_000 / columns.length);
  for (let start = 0; start < rows.length; start += perChunk) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perChunk).map((row) => {
      const slots = columns.map((column) => {
        const value = (row as Record<string, unknown>)[column];
        params.push(typeof value === 'object' && value !== null ? JSON.stringify(value) : value);
        return `$${params.length}`;
      });
      return `(${slots.join(', ')})`;
    });
    const updates = columns.filter((c) => c !== 'id').map((c) => `${c} = excluded.${c}`);
    await tx.query(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}
       on conflict (id) do update set ${updates.join(', ')}`,
      params,
    );
  }
}

/** Seeds the hotel catalogue (hotels, room types, rate plans); rewrites them to these values. */
export async function seedHotels(tx: Queryable): Promise<void> {
  const { hotels, roomTypes, plans } = hotelCatalogue();
  await upsertRows(tx, 'hotels', hotels);
  await upsertRows(tx, 'hotel_room_types', roomTypes);
  await upsertRows(tx, 'hotel_rate_plans', plans);
}
