import { GraphQLError } from 'graphql';
import { money } from '@storefront/schema/scalars';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { mediaUrl } from '../shared/media.ts';
import { homeApi, type LegacyLink } from './api.ts';

const str = (v: unknown): string | null =>
  v === null || v === undefined || v === '' ? null : typeof v === 'string' ? v : String(v);
const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};
const image = (path: string) => mediaUrl(path) ?? '';

/**
 * The backend names a link's fields per type as it grew (dep_code, from_station, city_adcode …);
 * the graph gives one set of names, those the web's link resolver reads (spec §2.4).
 */
export function toBannerLink(link: LegacyLink | null | undefined) {
  const l = link ?? { type: 0 };
  const type = int(l.type) ?? 0;
  const train = type === 12;
  return {
    type,
    url: str(l.url),
    classId: str(l.class_id),
    index: str(l.index),
    destinationCity: str(l.destination_city),
    keywordSearch: str(l.keyword_search ?? l.keywordSearch),
    tags: Array.isArray(l.tags) ? l.tags.map(String) : null,
    id: str(l.id),
    tripId: str(l.trip_id),
    city: str(l.city_adcode ?? l.city),
    cityName: str(l.city_name),
    search: str(l.search),
    tag: str(l.tag),
    hotelCode: str(l.hotel_code),
    startCityCode: train ? str(l.from_station_code) : str(l.dep_code),
    startCityName: train ? str(l.from_station) : str(l.dep_name),
    endCityCode: train ? str(l.to_station_code) : str(l.arr_code),
    endCityName: train ? str(l.to_station) : str(l.arr_name),
    adult: int(l.adult),
    child: int(l.child),
    country: str(l.country_id ?? l.country),
    countryName: str(l.country_name),
    visaId: str(l.visa_id),
    key: str(l.key),
    categoryId: str(l.category_id ?? l.categoryId),
    theme: str(l.theme),
    keyword: str(l.keyword),
    scenicCode: str(l.scenic_code),
  };
}

const STATUS = { ongoing: 'ONGOING', upcoming: 'UPCOMING', ended: 'ENDED' } as const;

export const homeResolvers: Resolvers = {
  Banner: { id: (b) => String(b.id), image: (b) => image(b.image), link: (b) => toBannerLink(b.link) },
  MenuEntry: { id: (m) => String(m.id), icon: (m) => image(m.icon) },
  ProductCard: {
    id: (c) => String(c.id),
    price: (c) => money(c.price_fen),
    marketPrice: (c) => (c.market_price_fen > 0 ? money(c.market_price_fen) : null),
    image: (c) => image(c.image),
    link: (c) => toBannerLink(c.link),
  },
  Floor: { id: (f) => String(f.id), moreText: (f) => f.more_text, moreRoute: (f) => f.more_route },
  HotDestination: {
    id: (d) => String(d.id),
    cityName: (d) => d.city_name,
    cityAdcode: (d) => d.city_adcode,
    price: (d) => money(d.price_fen),
    image: (d) => image(d.image),
    link: (d) => toBannerLink(d.link),
  },
  HotHotel: {
    hotelCode: (h) => h.hotel_code,
    cityName: (h) => h.city_name,
    commentCount: (h) => h.comment_count,
    businessArea: (h) => h.business_area,
    price: (h) => money(h.price_fen),
    image: (h) => image(h.image),
    link: (h) => toBannerLink(h.link),
  },
  StoreGood: {
    id: (g) => String(g.id),
    price: (g) => money(g.price_fen),
    image: (g) => image(g.image),
    link: (g) => toBannerLink(g.link),
  },
  HotStore: {
    id: (s) => String(s.id),
    logo: (s) => image(s.logo),
    cover: (s) => image(s.cover),
    monthlySales: (s) => s.monthly_sales,
    link: (s) => toBannerLink(s.link),
  },
  NoticeAdvert: { id: (n) => String(n.id), image: (n) => image(n.image), link: (n) => toBannerLink(n.link) },
  ActivityTheme: {
    id: (t) => String(t.id),
    cover: (t) => image(t.cover),
    startDate: (t) => t.start_date,
    endDate: (t) => t.end_date,
    status: (t) => STATUS[t.status] ?? 'ENDED',
  },
  ActivityThemeDetail: {
    theme: (t) => t,
    banner: (t) => image(t.banner),
    backgroundColor: (t) => t.background_color,
    ruleText: (t) => t.rule_text,
  },
  // Each section is its own upstream call, resolved concurrently by the executor; a failing one
  // is null with an error at its path while the others still arrive.
  HomePage: {
    banners: async (_h, _a, ctx) => (await homeApi.banners(ctx.upstream, 'home')).list,
    middleBanners: async (_h, _a, ctx) => (await homeApi.banners(ctx.upstream, 'middle')).list,
    menu: async (_h, _a, ctx) => (await homeApi.menu(ctx.upstream)).list,
    floors: async (_h, _a, ctx) => (await homeApi.floors(ctx.upstream)).list,
    hotDestinations: async (_h, _a, ctx) => (await homeApi.hotDestinations(ctx.upstream)).list,
    hotHotels: async (_h, { adcode }, ctx) => {
      try {
        return (await homeApi.hotHotels(ctx.upstream, adcode ?? undefined)).list;
      } catch (error) {
        // A city the hotel catalogue does not serve: show the nationwide list rather than nothing.
        if (adcode && error instanceof GraphQLError && error.extensions.flag === 2101) {
          return (await homeApi.hotHotels(ctx.upstream)).list;
        }
        throw error;
      }
    },
    hotStores: async (_h, _a, ctx) => (await homeApi.hotStores(ctx.upstream)).list,
    notice: async (_h, _a, ctx) => (await homeApi.notice(ctx.upstream)).notice,
    themes: async (_h, _a, ctx) => (await homeApi.themes(ctx.upstream)).list,
  },
  Query: {
    home: () => ({}),
    activityTheme: async (_root, { id }, ctx) => {
      try {
        return await homeApi.themeDetail(ctx.upstream, id);
      } catch (error) {
        if (error instanceof GraphQLError && error.extensions.flag === 2201) return null;
        throw error;
      }
    },
  },
};
