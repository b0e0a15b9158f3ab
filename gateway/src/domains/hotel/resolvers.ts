import type DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { ParamsOf, restRoutes } from '@storefront/schema/rest';
import { money } from '@storefront/schema/scalars';
import { validateText } from '@storefront/schema/validation';
import type { GatewayContext } from '../../context.ts';
import type {
  HotelCancelRule,
  HotelLevelKind,
  HotelSearchInput,
  HotelSort,
  HotelSuggestionKind,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { badInput, nullOnFlag } from '../shared/guards.ts';
import { assertValid } from '../shared/payload.ts';
import { mediaUrl } from '../shared/media.ts';
import {
  hotelApi,
  MAX_DETAILS_BATCH,
  type LegacyHotel,
  type LegacyHotelFull,
  type LegacyHotelRatePlan,
} from './api.ts';
import { cityArg, hotelCityDirectory, hotelIdArg, stayArg } from './input.ts';

// The hotel catalogue in the graph: cities, auto-match, the search with its filters, one hotel, its
// rooms and rate plans for a stay. A list's hotels are the backend's brief shape; the fields only a
// hotel in full has come from one batch-detail call per request, however many hotels ask.

const HOTEL_NOT_FOUND = 2703;
const MAX_KEYWORD = 30;
const MAX_PAGE_SIZE = 50;
const MAX_PAGE_NUM = 1000;
/** The contract's bound on each filter list, and on one filter value's length. */
const MAX_FILTER_VALUES = 30;
const MAX_FILTER_TEXT = 50;

const SORTS: Readonly<Record<HotelSort, NonNullable<ParamsOf<typeof restRoutes.hotel.search>['sort']>>> = {
  RECOMMEND: 'recommend',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  STAR_DESC: 'star_desc',
  SCORE_DESC: 'score_desc',
  DISTANCE: 'distance',
};

const upper = <T extends string>(value: string) => value.toUpperCase() as T;

/** A backend picture path as the site serves it; '' when it is no path the gateway serves. */
const picture = (path: string) => mediaUrl(path) ?? '';

/**
 * Hotels in full by id, through one DataLoader per request: every hotel of a list that is asked for
 * its facilities, policies, pictures … joins one batch call.
 */
function detailsLoader(ctx: GatewayContext): DataLoader<string, LegacyHotelFull> {
  return ctx.cache.loader<string, LegacyHotelFull>(
    'hotel.details',
    async (ids) => {
      const { list } = await hotelApi.details(ctx.upstream, { hotel_ids: [...ids] });
      const byId = new Map(list.map((h) => [h.id, h]));
      return ids.map(
        (id) =>
          byId.get(id) ??
          new GraphQLError('酒店信息不存在，请刷新后重试', {
            extensions: { code: 'HOTEL_NOT_FOUND', hotelId: id },
          }),
      );
    },
    { maxBatchSize: MAX_DETAILS_BATCH },
  );
}

function isFull(hotel: LegacyHotel): hotel is LegacyHotelFull {
  return 'facilities' in hotel;
}

/** The hotel in full: itself when it already is, else from this request's batch. */
function full(ctx: GatewayContext, hotel: LegacyHotel): Promise<LegacyHotelFull> | LegacyHotelFull {
  return isFull(hotel) ? hotel : detailsLoader(ctx).load(hotel.id);
}

/** Rooms left on every night of the stay: the plan can be booked. */
const onSale = (plan: LegacyHotelRatePlan) => plan.rooms_left > 0;

/** A keyword as the backend takes it: trimmed, at most 30 characters; undefined when empty. */
function keywordArg(value: string | null | undefined, field: string | string[]): string | undefined {
  const keyword = value?.trim();
  if (!keyword) return undefined;
  if (Array.from(keyword).length > MAX_KEYWORD)
    throw badInput(`关键词不能超过${MAX_KEYWORD}个字，请精简后重试`, field);
  return keyword;
}

/** One of the list's filters: at most 30 distinct non-empty values. */
function filterValues(
  values: readonly string[] | null | undefined,
  field: string,
  label: string,
): string[] | undefined {
  if (!values || values.length === 0) return undefined;
  if (values.length > MAX_FILTER_VALUES)
    throw badInput(`${label}最多选择${MAX_FILTER_VALUES}项`, ['input', field]);
  const picked = new Set<string>();
  for (const value of values) {
    const text = value.trim();
    if (!text) throw badInput(`${label}不能为空`, ['input', field]);
    assertValid(validateText(text, label, MAX_FILTER_TEXT), ['input', field]);
    picked.add(text);
  }
  return [...picked];
}

function pageArgs(pageNum: number | null | undefined, pageSize: number | null | undefined) {
  const page = pageNum ?? 1;
  const size = pageSize ?? 20;
  if (page < 1 || page > MAX_PAGE_NUM)
    throw badInput(`页码应为 1 到 ${MAX_PAGE_NUM} 之间的整数`, ['input', 'pageNum']);
  if (size < 1 || size > MAX_PAGE_SIZE)
    throw badInput(`每页数量应为 1 到 ${MAX_PAGE_SIZE} 之间的整数`, ['input', 'pageSize']);
  return { page_num: page, page_size: size };
}

function pointArg(near: { lat: number; lng: number } | null | undefined) {
  if (!near) return undefined;
  if (!(Math.abs(near.lat) <= 90) || !(Math.abs(near.lng) <= 180))
    throw badInput('位置坐标不正确，请重新选择位置', ['input', 'near']);
  return { lat: near.lat, lng: near.lng };
}

/** The backend's search parameters from the graph's input, every rule checked before the call. */
async function searchParams(ctx: GatewayContext, input: HotelSearchInput) {
  const stay = stayArg(input.checkIn, input.checkOut, {
    checkIn: ['input', 'checkIn'],
    checkOut: ['input', 'checkOut'],
  });
  const sort = input.sort ?? 'RECOMMEND';
  const near = pointArg(input.near);
  if (sort === 'DISTANCE' && !near) throw badInput('按距离排序前请先选择位置', ['input', 'near']);
  const min = input.priceMinFen ?? undefined;
  const max = input.priceMaxFen ?? undefined;
  if (min !== undefined && min < 0) throw badInput('最低价不能为负数', ['input', 'priceMinFen']);
  if (max !== undefined && max < 0) throw badInput('最高价不能为负数', ['input', 'priceMaxFen']);
  if (min !== undefined && max !== undefined && min > max)
    throw badInput('最低价不能高于最高价，请重新选择价格', ['input', 'priceMaxFen']);
  const levels = input.levels?.length ? [...new Set(input.levels)] : undefined;
  if (levels?.some((level) => level < 2 || level > 5)) throw badInput('星级应为 2 到 5', ['input', 'levels']);
  const paging = pageArgs(input.pageNum, input.pageSize);
  // The city last: a name costs a lookup, which input already refused should not.
  const city = await cityArg(ctx, input.city, ['input', 'city']);
  return {
    city,
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    keyword: keywordArg(input.keyword, ['input', 'keyword']),
    sort: SORTS[sort],
    ...(near ?? {}),
    price_min_fen: min,
    price_max_fen: max,
    levels,
    brands: filterValues(input.brands, 'brands', '品牌'),
    facilities: filterValues(input.facilities, 'facilities', '设施'),
    tags: filterValues(input.tags, 'tags', '标签'),
    districts: filterValues(input.districts, 'districts', '行政区'),
    subways: filterValues(input.subways, 'subways', '地铁站'),
    ...paging,
  };
}

/** One upstream call per distinct read in a request, however many fields ask for it. */
function cached<T>(ctx: GatewayContext, key: string, load: () => Promise<T>): Promise<T> {
  return ctx.cache.get(`hotel.${key}`, load);
}

export const hotelResolvers: Resolvers = {
  HotelCity: {
    firstLetter: (c) => c.first_letter,
    hotelCount: (c) => c.hotel_count,
  },
  HotelLevel: {
    kind: (l) => upper<HotelLevelKind>(l.kind),
  },
  HotelNearby: {
    distanceMeters: (n) => n.distance_m,
  },
  HotelPicture: {
    url: (p) => picture(p.url),
  },
  HotelPolicies: {
    checkInFrom: (p) => p.check_in_from,
    checkOutBy: (p) => p.check_out_by,
  },
  Hotel: {
    cityAdcode: (h) => h.city_adcode,
    cityName: (h) => h.city_name,
    businessArea: (h) => h.business_area,
    location: (h) => ({ lat: h.lat, lng: h.lng }),
    reviewCount: (h) => h.review_count,
    cover: (h) => picture(h.cover),
    nearestSubway: (h) => h.nearest_subway,
    lowestPrice: (h) => (h.lowest_price_fen === null ? null : money(h.lowest_price_fen)),
    distanceMeters: (h) => h.distance_m,
    phone: async (h, _args, ctx) => (await full(ctx, h)).phone,
    openedYear: async (h, _args, ctx) => (await full(ctx, h)).opened_year,
    renovatedYear: async (h, _args, ctx) => (await full(ctx, h)).renovated_year,
    description: async (h, _args, ctx) => (await full(ctx, h)).description,
    facilities: async (h, _args, ctx) => (await full(ctx, h)).facilities,
    policies: async (h, _args, ctx) => (await full(ctx, h)).policies,
    pictures: async (h, { category }, ctx) => {
      const pictures = (await full(ctx, h)).pictures.filter((p) => mediaUrl(p.url) !== null);
      return category ? pictures.filter((p) => p.category === category) : pictures;
    },
    subways: async (h, _args, ctx) => (await full(ctx, h)).subways,
    landmarks: async (h, _args, ctx) => (await full(ctx, h)).landmarks,
  },
  HotelNight: {
    price: (n) => money(n.price_fen),
    roomsLeft: (n) => n.rooms_left,
  },
  HotelRatePlan: {
    mealText: (p) => p.meal_text,
    cancelRule: (p) => upper<HotelCancelRule>(p.cancel_rule),
    cancelLabel: (p) => p.cancel_label,
    cancelDeadline: (p) => p.cancel_deadline,
    cancelText: (p) => p.cancel_text,
    arrivalTimes: (p) => p.arrival_times,
    total: (p) => money(p.total_fen),
    averagePrice: (p) => money(p.average_fen),
    roomsLeft: (p) => p.rooms_left,
    soldOut: (p) => !onSale(p),
  },
  HotelRoomType: {
    hotelId: (r) => r.hotel_id,
    areaSquareMeters: (r) => r.area_m2,
    maxGuests: (r) => r.max_guests,
    pictures: (r) => r.pictures.map((p) => mediaUrl(p)).filter((url): url is string => url !== null),
    lowestPrice: (r) => {
      const prices = r.plans.filter(onSale).map((p) => p.average_fen);
      return prices.length === 0 ? null : money(Math.min(...prices));
    },
    soldOut: (r) => !r.plans.some(onSale),
  },
  HotelRooms: {
    hotelId: (r) => r.hotel_id,
    checkIn: (r) => r.check_in,
    checkOut: (r) => r.check_out,
    roomTypes: (r) => r.rooms,
  },
  HotelSuggestion: {
    kind: (s) => upper<HotelSuggestionKind>(s.kind),
    kindText: (s) => s.kind_text,
    hotelId: (s) => s.hotel_id,
    location: (s) => (s.lat === null || s.lng === null ? null : { lat: s.lat, lng: s.lng }),
  },
  HotelSearchResult: {
    items: (r) => r.list,
    pageNum: (r) => r.page_num,
    pageSize: (r) => r.page_size,
    hasMore: (r) => r.page_num * r.page_size < r.total,
    checkIn: (r) => r.check_in,
    checkOut: (r) => r.check_out,
  },
  HotelFilters: {
    subwayLines: (f) => f.subway_lines,
    priceRanges: (f) => f.price_ranges,
  },
  HotelPriceRange: {
    minFen: (r) => r.min_fen,
    maxFen: (r) => r.max_fen,
  },
  Query: {
    hotelCities: (_root, _args, ctx) => hotelCityDirectory(ctx),
    hotelSuggestions: async (_root, args, ctx) => {
      const keyword = keywordArg(args.keyword, 'keyword');
      // Nothing typed yet: nothing to match, and no call.
      if (!keyword) return [];
      const city = await cityArg(ctx, args.city, 'city');
      const answer = await cached(ctx, `autoMatch:${city}:${keyword}`, () =>
        hotelApi.autoMatch(ctx.upstream, { city, keyword }),
      );
      return answer.list;
    },
    hotelSearch: async (_root, { input }, ctx) => {
      const params = await searchParams(ctx, input);
      return cached(ctx, `search:${JSON.stringify(params)}`, () => hotelApi.search(ctx.upstream, params));
    },
    hotelFilters: async (_root, args, ctx) => {
      const city = await cityArg(ctx, args.city, 'city');
      return cached(ctx, `filters:${city}`, () => hotelApi.filters(ctx.upstream, { city }));
    },
    hotelRecommendations: async (_root, args, ctx) => {
      const exclude = args.excludeId ? hotelIdArg(args.excludeId, 'excludeId') : undefined;
      if (Boolean(args.checkIn) !== Boolean(args.checkOut))
        throw badInput('入住和离店日期需同时填写', args.checkIn ? 'checkOut' : 'checkIn');
      const stay =
        args.checkIn && args.checkOut
          ? stayArg(args.checkIn, args.checkOut, { checkIn: 'checkIn', checkOut: 'checkOut' })
          : undefined;
      const city = await cityArg(ctx, args.city, 'city');
      const params = {
        city,
        ...(stay ? { check_in: stay.checkIn, check_out: stay.checkOut } : {}),
        ...(exclude ? { exclude } : {}),
      };
      const answer = await cached(ctx, `recommend:${JSON.stringify(params)}`, () =>
        hotelApi.recommend(ctx.upstream, params),
      );
      return answer.list;
    },
    hotel: async (_root, args, ctx) => {
      const id = hotelIdArg(args.id, 'id');
      // "No such hotel" is an answer (null), not a failure.
      const hotel = await nullOnFlag(
        cached(ctx, `detail:${id}`, () => hotelApi.detail(ctx.upstream, { hotel_id: id })),
        HOTEL_NOT_FOUND,
      );
      if (hotel) detailsLoader(ctx).prime(id, hotel);
      return hotel;
    },
    hotelRooms: (_root, args, ctx) => {
      const id = hotelIdArg(args.hotelId, 'hotelId');
      const stay = stayArg(args.checkIn, args.checkOut, { checkIn: 'checkIn', checkOut: 'checkOut' });
      return cached(ctx, `rooms:${id}:${stay.checkIn}:${stay.checkOut}`, () =>
        hotelApi.rooms(ctx.upstream, { hotel_id: id, check_in: stay.checkIn, check_out: stay.checkOut }),
      );
    },
  },
};
