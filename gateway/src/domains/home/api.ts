// One method per legacy endpoint of the home page (legacy/CONTRACT.md "Home").
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

/** `{ type: 0–22, …the fields that type needs }` in the backend's snake case. */
export type LegacyLink = { type: number } & Record<string, unknown>;

export interface LegacyBanner {
  id: number | string;
  title: string;
  image: string;
  link: LegacyLink;
}

export interface LegacyMenuEntry {
  id: number | string;
  name: string;
  icon: string;
  route: string;
  badge: string;
}

export interface LegacyProductCard {
  id: number | string;
  title: string;
  subtitle: string;
  price_fen: number;
  market_price_fen: number;
  image: string;
  tags: string[];
  link: LegacyLink;
}

export interface LegacyFloor {
  id: number | string;
  title: string;
  subtitle: string;
  more_text: string;
  more_route: string;
  items: LegacyProductCard[];
}

export interface LegacyHotDestination {
  id: number | string;
  city_adcode: string;
  city_name: string;
  title: string;
  subtitle: string;
  price_fen: number;
  image: string;
  link: LegacyLink;
}

export interface LegacyHotHotel {
  hotel_code: string;
  name: string;
  city_name: string;
  star: number;
  score: number;
  comment_count: number;
  business_area: string;
  price_fen: number;
  image: string;
  tags: string[];
  link: LegacyLink;
}

export interface LegacyStoreGood {
  id: number | string;
  name: string;
  price_fen: number;
  image: string;
  link: LegacyLink;
}

export interface LegacyHotStore {
  id: number | string;
  name: string;
  origin: string;
  intro: string;
  logo: string;
  cover: string;
  tags: string[];
  monthly_sales: number;
  goods: LegacyStoreGood[];
  link: LegacyLink;
}

export interface LegacyNotice {
  id: number | string;
  title: string;
  image: string;
  link: LegacyLink;
}

export interface LegacyTheme {
  id: number | string;
  title: string;
  subtitle: string;
  cover: string;
  start_date: string;
  end_date: string;
  status: 'ongoing' | 'upcoming' | 'ended';
}

export interface LegacyThemeSection {
  title: string;
  items: LegacyProductCard[];
}

export interface LegacyThemeDetail extends LegacyTheme {
  banner: string;
  background_color: string;
  rule_text: string;
  sections: LegacyThemeSection[];
}

const endpoints = {
  banner: { prefix: '/api', method: 'GET', path: '/home/banner' },
  menu: { prefix: '/api', method: 'GET', path: '/home/menu' },
  floor: { prefix: '/api', method: 'GET', path: '/home/floor' },
  hotDestination: { prefix: '/api', method: 'GET', path: '/home/hotDestination' },
  hotHotel: { prefix: '/api', method: 'GET', path: '/home/hotHotel' },
  // Reads sent as POST by the newer API: safe to repeat, so they may be retried.
  hotStore: { prefix: '/v2', method: 'POST', path: '/home/hotStore', idempotent: true },
  notice: { prefix: '/api', method: 'GET', path: '/home/notice' },
  themeList: { prefix: '/v2', method: 'POST', path: '/home/themeList', idempotent: true },
  themeDetail: { prefix: '/v2', method: 'POST', path: '/home/themeDetail', idempotent: true },
} satisfies Record<string, Endpoint>;

export const homeApi = {
  banners: (up: Upstream, position: 'home' | 'middle') =>
    up.call<{ list: LegacyBanner[] }>(endpoints.banner, { position }),
  menu: (up: Upstream) => up.call<{ list: LegacyMenuEntry[] }>(endpoints.menu),
  floors: (up: Upstream) => up.call<{ list: LegacyFloor[] }>(endpoints.floor),
  hotDestinations: (up: Upstream) => up.call<{ list: LegacyHotDestination[] }>(endpoints.hotDestination),
  hotHotels: (up: Upstream, cityAdcode?: string) =>
    up.call<{ list: LegacyHotHotel[] }>(endpoints.hotHotel, { city_adcode: cityAdcode }),
  hotStores: (up: Upstream) =>
    up.call<{ list: LegacyHotStore[] }>(endpoints.hotStore, { page: 1, page_size: 4 }),
  notice: (up: Upstream) => up.call<{ notice: LegacyNotice | null }>(endpoints.notice),
  themes: (up: Upstream) => up.call<{ list: LegacyTheme[] }>(endpoints.themeList, { page: 1, page_size: 10 }),
  themeDetail: (up: Upstream, id: string) => up.call<LegacyThemeDetail>(endpoints.themeDetail, { id }),
};

/** `Query.home` resolves to this marker; each HomePage field fetches its own section. */
export type HomeRoot = Record<string, never>;
