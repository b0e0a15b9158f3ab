// The home page's area of the legacy backend (schema/src/rest/home.ts; legacy/CONTRACT.md "Home"):
// one method per route, typed by the contract. The shapes are the backend's, snake case.
import { restRoutes, type Static } from '@storefront/schema/rest';
import type {
  Banner,
  BannerLink,
  Floor,
  HotDestination,
  HotHotel,
  HotStore,
  MenuEntry,
  Notice,
  ProductCard,
  StoreGood,
  Theme,
  ThemeDetail,
  ThemeSection,
} from '@storefront/schema/rest/home';
import type { Upstream } from '../../context.ts';
import { callRest, restMethod } from '../../upstream/rest.ts';

const home = restRoutes.home;

/** `{ type: 0–22, …the fields that type needs }` in the backend's snake case. */
export type LegacyLink = Static<typeof BannerLink>;
export type LegacyBanner = Static<typeof Banner>;
export type LegacyMenuEntry = Static<typeof MenuEntry>;
export type LegacyProductCard = Static<typeof ProductCard>;
export type LegacyFloor = Static<typeof Floor>;
export type LegacyHotDestination = Static<typeof HotDestination>;
export type LegacyHotHotel = Static<typeof HotHotel>;
export type LegacyStoreGood = Static<typeof StoreGood>;
export type LegacyHotStore = Static<typeof HotStore>;
export type LegacyNotice = Static<typeof Notice>;
export type LegacyTheme = Static<typeof Theme>;
export type LegacyThemeSection = Static<typeof ThemeSection>;
export type LegacyThemeDetail = Static<typeof ThemeDetail>;

export const homeApi = {
  banners: (up: Upstream, position: 'home' | 'middle') => callRest(up, home.banner, { position }),
  menu: restMethod(home.menu),
  floors: restMethod(home.floor),
  hotDestinations: restMethod(home.hotDestination),
  hotHotels: (up: Upstream, cityAdcode?: string) => callRest(up, home.hotHotel, { city_adcode: cityAdcode }),
  hotStores: (up: Upstream) => callRest(up, home.hotStore, { page: 1, page_size: 4 }),
  notice: restMethod(home.notice),
  themes: (up: Upstream) => callRest(up, home.themeList, { page: 1, page_size: 10 }),
  themeDetail: (up: Upstream, id: string) => callRest(up, home.themeDetail, { id }),
};

/** `Query.home` resolves to this marker; each HomePage field fetches its own section. */
export type HomeRoot = Record<string, never>;
