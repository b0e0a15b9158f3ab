import { addDays, isValidDate } from '@storefront/schema/dates';
import { MINI_PROGRAM_PAGES } from '../../config/app.ts';
import type { HostInfo } from '../host/index.ts';
import { loginUrlFor } from '../safeRedirect.ts';
import { companyUrl } from './companyUrl.ts';
import { withQuery, type QueryPair } from './query.ts';

/** Where tapping a banner (or any server-configured link) goes. */
export type LinkTarget =
  | { kind: 'none' }
  /** A route of this app: path + query for react-router's `navigate`. */
  | { kind: 'route'; to: string }
  /** A company page outside this app (type 1 outside a mini-program). */
  | { kind: 'external'; url: string }
  /** A mini-program page (path + query) for `wx.miniProgram.navigateTo`. */
  | { kind: 'mini-program'; path: string };

/** A server value that may come as a number or a string (ids, codes, indexes). */
export type LinkField = string | number | null | undefined;

/**
 * A banner's link as the server describes it (spec §2.4). Only `type` is always there; each type
 * reads its own fields (see `resolveBannerLink`). Field names are the spec's where it names them.
 */
export interface BannerLinkInput {
  /** 0–22; a numeric string is accepted too. */
  type: LinkField;
  /** Type 1: the company page. */
  url?: string | null;
  /** Types 2 and 3: the tour product class (1 group tours; spec §2.3). */
  class_id?: LinkField;
  /** Type 2: the tab of the tour home to open. */
  index?: LinkField;
  /** Type 3: the destination filter. */
  destination_city?: LinkField;
  /** Type 3: the search words (also the list page's title). */
  keywordSearch?: LinkField;
  /** Type 3: tag filters; joined with commas. A string is taken as an already joined list. */
  tags?: readonly LinkField[] | string | null;
  /** Types 4 and 19: the product id. */
  id?: LinkField;
  /** Type 4: the departure (trip) of the tour product. */
  trip_id?: LinkField;
  /** Type 6: the city of the hotel list. */
  city?: LinkField;
  /** Type 6: the hotel search words. */
  search?: LinkField;
  /** Type 6: a hotel tag filter. */
  tag?: LinkField;
  /** Types 6 and 7: stay dates (`YYYY-MM-DD`); default today and tomorrow. */
  checkin?: string | null;
  checkout?: string | null;
  /** Type 7: the hotel. */
  hotel_code?: LinkField;
  /** Types 9, 10, 12: the journey; codes are IATA (flights) or station/city codes (trains). */
  start_city_code?: LinkField;
  start_city_name?: LinkField;
  end_city_code?: LinkField;
  end_city_name?: LinkField;
  /** Types 9, 10, 12: the travel date (`YYYY-MM-DD`); defaults to today. */
  date?: string | null;
  /** Type 10: passengers; default one adult and no children. */
  adult?: LinkField;
  child?: LinkField;
  /** Type 15: the visa country. */
  country?: LinkField;
  /** Type 16: the visa product. */
  visa_id?: LinkField;
  /** Type 18: the farmer-goods search words and category. */
  key?: LinkField;
  categoryId?: LinkField;
  /** Type 21: the ticket theme and search words. */
  theme?: LinkField;
  keyword?: LinkField;
  /** Type 22: the attraction. */
  scenic_code?: LinkField;
}

export interface BannerLinkContext {
  /** Today in Asia/Shanghai, `YYYY-MM-DD`: the default dates are the shopper's, not the device's. */
  today: string;
  isLoggedIn: boolean;
  host: Pick<HostInfo, 'inMiniProgram'>;
}

export const NO_LINK: LinkTarget = Object.freeze({ kind: 'none' });

/**
 * Spec §2.4 type 10: the international list opens on this route when the banner names none.
 * City codes (SEL is Seoul's, covering ICN and GMP); PEK is the spec's own choice for Beijing.
 */
export const DEFAULT_INTERNATIONAL_ROUTE = {
  start_city_code: 'PEK',
  start_city_name: '北京',
  end_city_code: 'SEL',
  end_city_name: '首尔',
} as const;

/**
 * Where a banner goes, for each of the 23 link types of spec §2.4.
 *
 * - 0 and unknown types: nowhere.
 * - A type whose required field is missing: nowhere. A half-built link would land on a page that
 *   cannot load (a detail without its id), which is worse than a banner that does not react.
 * - Optional fields that are empty are left out of the query; every value is percent-encoded.
 * - Types 1, 5–7, 13–16 and 20 are mini-program pages in the spec. Inside a mini-program they stay
 *   mini-program targets; elsewhere they go to this app's closest route (listed per type below).
 *   Every other type is a route of this app everywhere: in a mini-program this app runs in its
 *   web-view, so an app route is reachable there too.
 *
 * Targets ("mini:" is the target inside a mini-program, where it differs; required fields marked *):
 * - 1: the company URL* (see `companyUrl`) as `external`; mini: `webview?url=<the URL>`
 * - 2: /team?class_id=1&index (no index: the first tab)
 * - 3: /team/list?class_id*&destination_city&keywordSearch&tags (tags joined with `,`)
 * - 4: /team/detail?id*&trip_id (no trip_id: the product's next departure)
 * - 5: /hotel; mini: hotel home
 * - 6: /hotel/hotelList?city*&checkin&checkout&search&tag; mini: hotel list, same query
 * - 7: /hotel/hoteldetail?hotel_code*&checkin&checkout; mini: hotel detail, same query
 * - 8: /air
 * - 9: /air/airList?route_type=1&start_city_code*&start_city_name*&end_city_code*&end_city_name*&date
 * - 10: /air/intAirList?route_type=1&(codes and names, PEK 北京 → SEL 首尔 by default)&date&adult&child
 *   (one adult and no children by default)
 * - 11: /train
 * - 12: /train/trainList?start_city_name*&end_city_name*&start_city_code&end_city_code&date
 * - 13: /visa; mini: visa home
 * - 14: /visa, or /login?redirect=/visa when logged out; mini: visa home, or the mini-program's
 *   login returning to it
 * - 15: /visa/visaProductList?country*; mini: visa list, same query
 * - 16: /visa/detail?id=<visa_id*> (spec §2.7: the visa detail's product id is `id`); mini: visa detail
 * - 17: /farmer
 * - 18: /farmer/searchList?key&categoryId (both optional: the unfiltered list is a valid page)
 * - 19: /farmer/detail?id*
 * - 20: /new-tickets; mini: ticket home
 * - 21: /new-tickets/scenicList?theme&keyword (both optional)
 * - 22: /new-tickets/detail?scenic_code*
 *
 * Dates: a banner's own check-in/check-out (or travel date) is used only if it is a real date not
 * before today (and check-out after check-in); otherwise today and tomorrow (or today), so an old
 * banner never opens a search in the past.
 */
export function resolveBannerLink(banner: BannerLinkInput, ctx: BannerLinkContext): LinkTarget {
  if (!isValidDate(ctx.today))
    throw new RangeError(`today must be YYYY-MM-DD, got ${JSON.stringify(ctx.today)}`);
  const mini = ctx.host.inMiniProgram;
  switch (linkType(banner.type)) {
    case 1: {
      const url = companyUrl(banner.url);
      if (url === null) return NO_LINK;
      return mini ? miniProgram(MINI_PROGRAM_PAGES.webview, [['url', url]]) : { kind: 'external', url };
    }
    case 2:
      // class_id 1 is the group-tour home (its title depends on it, spec §2.3); no index = first tab.
      return route('/team', [
        ['class_id', '1'],
        ['index', field(banner.index)],
      ]);
    case 3: {
      const classId = field(banner.class_id);
      if (classId === null) return NO_LINK;
      return route('/team/list', [
        ['class_id', classId],
        ['destination_city', field(banner.destination_city)],
        ['keywordSearch', field(banner.keywordSearch)],
        ['tags', joinTags(banner.tags)],
      ]);
    }
    case 4: {
      const id = field(banner.id);
      if (id === null) return NO_LINK;
      // Without trip_id the detail page shows the product's next departure.
      return route('/team/detail', [
        ['id', id],
        ['trip_id', field(banner.trip_id)],
      ]);
    }
    case 5:
      return mini ? miniProgram(MINI_PROGRAM_PAGES.hotelHome, []) : route('/hotel', []);
    case 6: {
      const city = field(banner.city);
      if (city === null) return NO_LINK;
      const query: QueryPair[] = [
        ['city', city],
        ...stay(banner, ctx.today),
        ['search', field(banner.search)],
        ['tag', field(banner.tag)],
      ];
      return mini ? miniProgram(MINI_PROGRAM_PAGES.hotelList, query) : route('/hotel/hotelList', query);
    }
    case 7: {
      const hotelCode = field(banner.hotel_code);
      if (hotelCode === null) return NO_LINK;
      // Room prices depend on the stay, so the detail gets the same default dates as the list.
      const query: QueryPair[] = [['hotel_code', hotelCode], ...stay(banner, ctx.today)];
      return mini ? miniProgram(MINI_PROGRAM_PAGES.hotelDetail, query) : route('/hotel/hoteldetail', query);
    }
    case 8:
      return route('/air', []);
    case 9: {
      const journey = fullJourney(banner);
      if (journey === null) return NO_LINK;
      // route_type 1 is one-way (spec §2.3, the air detail title).
      return route('/air/airList', [
        ['route_type', '1'],
        ...journey,
        ['date', travelDate(banner, ctx.today)],
      ]);
    }
    case 10: {
      // Each end falls back to the default as a pair: a code with another city's name would mislead.
      const start = endpoint(banner.start_city_code, banner.start_city_name) ?? [
        DEFAULT_INTERNATIONAL_ROUTE.start_city_code,
        DEFAULT_INTERNATIONAL_ROUTE.start_city_name,
      ];
      const end = endpoint(banner.end_city_code, banner.end_city_name) ?? [
        DEFAULT_INTERNATIONAL_ROUTE.end_city_code,
        DEFAULT_INTERNATIONAL_ROUTE.end_city_name,
      ];
      return route('/air/intAirList', [
        ['route_type', '1'],
        ['start_city_code', start[0]],
        ['start_city_name', start[1]],
        ['end_city_code', end[0]],
        ['end_city_name', end[1]],
        ['date', travelDate(banner, ctx.today)],
        ...passengers(banner),
      ]);
    }
    case 11:
      return route('/train', []);
    case 12: {
      const from = field(banner.start_city_name);
      const to = field(banner.end_city_name);
      if (from === null || to === null) return NO_LINK;
      // Trains are searched by name; codes are passed on when the banner has them.
      return route('/train/trainList', [
        ['start_city_name', from],
        ['end_city_name', to],
        ['start_city_code', field(banner.start_city_code)],
        ['end_city_code', field(banner.end_city_code)],
        ['date', travelDate(banner, ctx.today)],
      ]);
    }
    case 13:
      return mini ? miniProgram(MINI_PROGRAM_PAGES.visaHome, []) : route('/visa', []);
    case 14:
      if (mini) {
        return ctx.isLoggedIn
          ? miniProgram(MINI_PROGRAM_PAGES.visaHome, [])
          : miniProgram(MINI_PROGRAM_PAGES.login, [['redirect', MINI_PROGRAM_PAGES.visaHome]]);
      }
      return ctx.isLoggedIn ? route('/visa', []) : { kind: 'route', to: loginUrlFor('/visa') };
    case 15: {
      const country = field(banner.country);
      if (country === null) return NO_LINK;
      const query: QueryPair[] = [['country', country]];
      return mini ? miniProgram(MINI_PROGRAM_PAGES.visaList, query) : route('/visa/visaProductList', query);
    }
    case 16: {
      const visaId = field(banner.visa_id);
      if (visaId === null) return NO_LINK;
      const query: QueryPair[] = [['id', visaId]];
      return mini ? miniProgram(MINI_PROGRAM_PAGES.visaDetail, query) : route('/visa/detail', query);
    }
    case 17:
      return route('/farmer', []);
    case 18:
      return route('/farmer/searchList', [
        ['key', field(banner.key)],
        ['categoryId', field(banner.categoryId)],
      ]);
    case 19: {
      const id = field(banner.id);
      if (id === null) return NO_LINK;
      return route('/farmer/detail', [['id', id]]);
    }
    case 20:
      return mini ? miniProgram(MINI_PROGRAM_PAGES.ticketHome, []) : route('/new-tickets', []);
    case 21:
      return route('/new-tickets/scenicList', [
        ['theme', field(banner.theme)],
        ['keyword', field(banner.keyword)],
      ]);
    case 22: {
      const scenicCode = field(banner.scenic_code);
      if (scenicCode === null) return NO_LINK;
      return route('/new-tickets/detail', [['scenic_code', scenicCode]]);
    }
    default:
      return NO_LINK;
  }
}

/** The link type as a number, or null for anything that is not a whole number (`'5'` is 5). */
export function linkType(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\s*\d{1,3}\s*$/.test(raw)) return Number(raw);
  return null;
}

/** A field's text, trimmed; null when absent or blank. Numbers (0 included) are their decimal text. */
function field(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

function joinTags(tags: BannerLinkInput['tags']): string | null {
  const list = typeof tags === 'string' ? tags.split(',') : Array.isArray(tags) ? tags : [];
  const joined = list
    .map(field)
    .filter((tag): tag is string => tag !== null)
    .join(',');
  return joined === '' ? null : joined;
}

function endpoint(code: LinkField, name: LinkField): [string, string] | null {
  const c = field(code);
  const n = field(name);
  return c === null || n === null ? null : [c, n];
}

function fullJourney(banner: BannerLinkInput): QueryPair[] | null {
  const start = endpoint(banner.start_city_code, banner.start_city_name);
  const end = endpoint(banner.end_city_code, banner.end_city_name);
  if (start === null || end === null) return null;
  return [
    ['start_city_code', start[0]],
    ['start_city_name', start[1]],
    ['end_city_code', end[0]],
    ['end_city_name', end[1]],
  ];
}

function stay(banner: BannerLinkInput, today: string): QueryPair[] {
  const { checkin, checkout } = banner;
  const usable = isValidDate(checkin) && isValidDate(checkout) && checkin >= today && checkout > checkin;
  return usable
    ? [
        ['checkin', checkin],
        ['checkout', checkout],
      ]
    : [
        ['checkin', today],
        ['checkout', addDays(today, 1)],
      ];
}

/**
 * Type 10's passengers: the banner's when they make a bookable party (at least one adult, at most
 * nine people, the usual limit of one airline booking), else one adult and no children.
 */
function passengers(banner: BannerLinkInput): QueryPair[] {
  const adult = count(banner.adult);
  const child = count(banner.child) ?? 0;
  if (adult === null || adult < 1 || adult + child > 9) {
    return [
      ['adult', '1'],
      ['child', '0'],
    ];
  }
  return [
    ['adult', String(adult)],
    ['child', String(child)],
  ];
}

function count(value: LinkField): number | null {
  const text = field(value);
  return text !== null && /^\d{1,2}$/.test(text) ? Number(text) : null;
}

function travelDate(banner: BannerLinkInput, today: string): string {
  return isValidDate(banner.date) && banner.date >= today ? banner.date : today;
}

function route(path: string, query: readonly QueryPair[]): LinkTarget {
  return { kind: 'route', to: withQuery(path, query) };
}

function miniProgram(page: string, query: readonly QueryPair[]): LinkTarget {
  return { kind: 'mini-program', path: withQuery(page, query) };
}
