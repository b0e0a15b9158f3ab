import { GraphQLError } from 'graphql';
import { money } from '@storefront/schema/scalars';
import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { mediaUrl } from '../shared/media.ts';
import { homeApi } from './api.ts';
import { linkFamily } from '@storefront/schema/links';
import { toBannerLink } from './links.ts';
import { nullOnFlag } from '../shared/guards.ts';

const image = (path: string) => mediaUrl(path) ?? '';

const STATUS = { ongoing: 'ONGOING', upcoming: 'UPCOMING', ended: 'ENDED' } as const;

export const homeResolvers: Resolvers = {
  BannerLink: { __resolveType: (link) => linkFamily(link.type) },
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
      return nullOnFlag(homeApi.themeDetail(ctx.upstream, id), 2201);
    },
  },
};
