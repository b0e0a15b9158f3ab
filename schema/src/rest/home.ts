// Home: the page's sections and the activity theme pages (their placeholder images are images.ts).
import {
  describe,
  int,
  noParams,
  nullable,
  oneOf,
  optional,
  params,
  route,
  shape,
  text,
  Type,
  type TSchema,
} from './kit.ts';
import type { TProperties } from 'typebox';

/** One kind of link: its `type` and exactly the fields that type needs. */
function link<const T extends number, P extends TProperties>(type: T, fields: P) {
  return Type.Object({ type: Type.Literal(type), ...fields });
}

const str = Type.String;
const whole = Type.Integer;

/**
 * What a banner, product card, hot destination, hotel, store or notice opens (spec §2.4): a type
 * 0–22 and the fields of that type, nothing else. Shown by name; the template's table says what
 * each type opens.
 */
export const BannerLink = Type.Union(
  [
    // The types that open a fixed page and carry nothing more.
    Type.Object({
      type: Type.Union([
        Type.Literal(0),
        Type.Literal(5),
        Type.Literal(8),
        Type.Literal(11),
        Type.Literal(13),
        Type.Literal(14),
        Type.Literal(17),
        Type.Literal(20),
      ]),
    }),
    link(1, { url: str() }),
    link(2, { class_id: whole(), index: whole() }),
    link(3, { class_id: whole(), destination_city: str(), keyword_search: str(), tags: Type.Array(str()) }),
    link(4, { id: whole(), trip_id: whole() }),
    link(6, { city_adcode: str(), city_name: str(), search: str(), tag: str() }),
    link(7, { hotel_code: str() }),
    link(9, { dep_code: str(), dep_name: str(), arr_code: str(), arr_name: str() }),
    link(10, {
      dep_code: str(),
      dep_name: str(),
      arr_code: str(),
      arr_name: str(),
      adult: whole(),
      child: whole(),
    }),
    link(12, { from_station: str(), to_station: str() }),
    link(15, { country_id: whole(), country_name: str() }),
    link(16, { visa_id: whole() }),
    link(18, { key: str(), category_id: whole() }),
    link(19, { id: whole() }),
    link(21, { theme: str(), keyword: str() }),
    link(22, { scenic_code: str() }),
  ],
  { 'x-name': 'BannerLink' },
);

const date = () => describe(str(), '"YYYY-MM-DD"');
const fen = (description: string) => describe(whole(), description);

export const ProductCard = shape(
  'ProductCard',
  {
    id: whole(),
    title: str(),
    subtitle: str(),
    price_fen: fen('integer fen, > 0'),
    market_price_fen: fen('integer fen, 0 when none'),
    image: str(),
    tags: Type.Array(str()),
    link: BannerLink,
  },
  'floors and theme sections',
);

export const Banner = shape('Banner', { id: whole(), title: str(), image: str(), link: BannerLink });

export const MenuEntry = shape('MenuEntry', {
  id: whole(),
  name: str(),
  icon: str(),
  route: describe(
    str(),
    'the web route it opens (`/air`, `/team?class_id=1`, `/personal/couponCenter` …, query encoded)',
  ),
  badge: describe(str(), '"" for none'),
});

export const Floor = shape('Floor', {
  id: whole(),
  title: str(),
  subtitle: str(),
  more_text: str(),
  more_route: str(),
  items: Type.Array(ProductCard),
});

export const HotDestination = shape('HotDestination', {
  id: whole(),
  city_adcode: str(),
  city_name: str(),
  title: str(),
  subtitle: str(),
  price_fen: fen('the cheapest line, "from"'),
  image: str(),
  link: describe(BannerLink, 'type 3 for that city'),
});

export const HotHotel = shape('HotHotel', {
  hotel_code: str(),
  name: str(),
  city_adcode: str(),
  city_name: str(),
  star: describe(whole(), '2–5'),
  score: describe(Type.Number(), '0–5, one decimal'),
  comment_count: whole(),
  address: str(),
  business_area: str(),
  price_fen: fen('the lowest nightly rate, "from"'),
  image: str(),
  tags: Type.Array(str()),
  link: describe(BannerLink, 'type 7'),
});

export const StoreGood = shape('StoreGood', {
  id: whole(),
  name: str(),
  price_fen: whole(),
  image: str(),
  link: describe(BannerLink, 'type 19'),
});

export const HotStore = shape('HotStore', {
  id: whole(),
  name: str(),
  origin: describe(str(), '"江西 · 赣州"'),
  intro: str(),
  logo: str(),
  cover: str(),
  tags: Type.Array(str()),
  monthly_sales: whole(),
  score: describe(Type.Number(), '0–5'),
  goods: describe(Type.Array(StoreGood), 'three'),
  link: describe(BannerLink, 'type 18 with `key` = the store name'),
});

export const Notice = shape('Notice', {
  id: whole(),
  title: str(),
  image: str(),
  link: BannerLink,
  start_date: date(),
  end_date: date(),
});

const themeFields = {
  id: whole(),
  title: str(),
  subtitle: str(),
  cover: str(),
  start_date: date(),
  end_date: date(),
  status: describe(
    Type.Union([Type.Literal('ongoing'), Type.Literal('upcoming'), Type.Literal('ended')]),
    'by the Shanghai date',
  ),
};

export const Theme = shape('Theme', themeFields);

export const ThemeSection = shape('ThemeSection', { title: str(), items: Type.Array(ProductCard) });

export const ThemeDetail = shape('ThemeDetail', {
  ...themeFields,
  banner: str(),
  background_color: describe(str(), '"#rrggbb"'),
  rule_text: str(),
  sections: Type.Array(ThemeSection),
});

const BANNER_POSITIONS = ['home', 'middle'] as const;

const page = (defaultSize: number) => ({
  page: optional(int('页码', { description: 'default 1' })),
  page_size: optional(int('每页条数', { description: `1–50, default ${defaultSize}` })),
});

const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: whole(), page: whole(), page_size: whole() });

export const homeRoutes = {
  banner: route({
    prefix: '/api',
    method: 'GET',
    path: '/home/banner',
    auth: 'none',
    params: params({
      position: optional(
        oneOf('广告位', BANNER_POSITIONS, {
          description: '`home` (default) is the top carousel, `middle` the strip under the menu',
        }),
      ),
    }),
    data: Type.Object({
      position: Type.Union([Type.Literal('home'), Type.Literal('middle')]),
      list: Type.Array(Banner),
    }),
    doc: { data: 'live ones only (on/off dates in Shanghai, inclusive), in display order' },
    flags: [2001],
  }),
  menu: route({
    prefix: '/api',
    method: 'GET',
    path: '/home/menu',
    auth: 'none',
    params: noParams,
    data: Type.Object({ list: Type.Array(MenuEntry) }),
    doc: { data: '15 icons' },
  }),
  floor: route({
    prefix: '/api',
    method: 'GET',
    path: '/home/floor',
    auth: 'none',
    params: noParams,
    data: Type.Object({ list: Type.Array(Floor) }),
  }),
  hotDestination: route({
    prefix: '/api',
    method: 'GET',
    path: '/home/hotDestination',
    auth: 'none',
    params: noParams,
    data: Type.Object({ list: Type.Array(HotDestination) }),
  }),
  hotHotel: route({
    prefix: '/api',
    method: 'GET',
    path: '/home/hotHotel',
    auth: 'none',
    params: params({
      city_adcode: optional(text('城市编码', { description: 'district codes resolve as for weather' })),
      page_size: optional(int('每页条数', { description: '1–50, default 10' })),
    }),
    data: Type.Object({
      city: nullable(Type.Object({ adcode: str(), name: str() })),
      list: Type.Array(HotHotel),
    }),
    doc: {
      data:
        '`city` `{ adcode, name }` or null; without a city the nationwide list; a served city ' +
        'without hotels gives `[]`',
    },
    flags: [2001, 2101],
  }),
  // Reads sent as POST by the newer API: safe to repeat, so the gateway may retry them.
  hotStore: route({
    prefix: '/v2',
    method: 'POST',
    path: '/home/hotStore',
    auth: 'none',
    idempotent: true,
    params: params(page(4)),
    data: pageOf(HotStore),
    flags: [2001],
  }),
  notice: route({
    prefix: '/api',
    method: 'GET',
    path: '/home/notice',
    auth: 'none',
    params: noParams,
    data: Type.Object({ notice: nullable(Notice) }),
    doc: { data: 'the live popup advert, or null; the client remembers closed ones by `id`' },
  }),
  themeList: route({
    prefix: '/v2',
    method: 'POST',
    path: '/home/themeList',
    auth: 'none',
    idempotent: true,
    params: params(page(10)),
    data: pageOf(Theme),
    doc: { data: 'ongoing first, then upcoming; ended themes are left out' },
    flags: [2001],
  }),
  themeDetail: route({
    prefix: '/v2',
    method: 'POST',
    path: '/home/themeDetail',
    auth: 'none',
    idempotent: true,
    params: params({ id: int('活动编号') }),
    data: ThemeDetail,
    doc: { data: 'an ended theme still answers (the page shows it as ended)' },
    flags: [2001, 2201],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { homeRoutes as routes };
export const shapes = [
  Banner,
  MenuEntry,
  ProductCard,
  Floor,
  HotDestination,
  HotHotel,
  StoreGood,
  HotStore,
  Notice,
  Theme,
  ThemeSection,
  ThemeDetail,
];
