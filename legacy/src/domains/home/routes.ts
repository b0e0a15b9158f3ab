import { restRoutes, type Static } from '@storefront/schema/rest';
import type { Banner, Floor } from '@storefront/schema/rest/home';
import { badParam, Flag, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { header, RawResponse } from '../../core/router.ts';
import { shanghaiDate } from '../../time.ts';
import { checkAdcode, cityByAdcode, requireCity } from '../geo/cities.ts';
import type { Domain } from '../types.ts';
import { faultable, registerFaultSwitch } from './faults.ts';
import {
  etagOf,
  MAX_MEDIA_TEXT,
  MEDIA_KINDS,
  renderPlaceholder,
  renderTabIcon,
  TAB_ICONS,
  type MediaKind,
  type TabIcon,
} from './media.ts';

const contract = restRoutes.home;
const shellContract = restRoutes.shell;
const imagesContract = restRoutes.images;

/** Flags of this domain (CONTRACT.md, "Home"). */
export const HomeFlag = {
  THEME_UNKNOWN: 2201,
} as const;

const BANNER_POSITIONS = ['home', 'middle'] as const;
const MAX_PAGE_SIZE = 50;

interface Page {
  page: number;
  pageSize: number;
}

function wholeNumber(params: Params, name: string, label: string, fallback: number, max: number): number {
  const text = params.optionalString(name, label);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max) throw badParam(`${label}应为 1–${max} 的整数`);
  return value;
}

function pageParams(params: Params, defaultSize: number): Page {
  return {
    page: wholeNumber(params, 'page', '页码', 1, 100_000),
    pageSize: wholeNumber(params, 'page_size', '每页条数', defaultSize, MAX_PAGE_SIZE),
  };
}

type ThemeStatus = 'upcoming' | 'ongoing' | 'ended';

function themeStatus(today: string, startsOn: string, endsOn: string): ThemeStatus {
  if (today < startsOn) return 'upcoming';
  return today > endsOn ? 'ended' : 'ongoing';
}

interface ThemeRow {
  id: number;
  title: string;
  subtitle: string;
  cover: string;
  banner: string;
  background_color: string;
  rule_text: string;
  sections: { title: string; items: unknown[] }[];
  starts_on: string;
  ends_on: string;
}

const MEDIA_CACHE = 'public, max-age=86400';

/** Serves an SVG with a validator, answering 304 when the browser already has it. */
function svgResponse(svg: string, ifNoneMatch: string | undefined): RawResponse {
  const etag = etagOf(svg);
  const headers = { etag, 'cache-control': MEDIA_CACHE };
  if (ifNoneMatch === etag) return new RawResponse('', 'image/svg+xml', headers, 304);
  return new RawResponse(svg, 'image/svg+xml; charset=utf-8', headers);
}

function noImage(): LegacyError {
  return new LegacyError(Flag.NOT_FOUND, '图片不存在', 404);
}

// The home page's content, the activity theme pages, the shell's tab bar and switches, and the
// placeholder images all of them point at.
export const homeDomain: Domain = {
  name: 'home',
  register(ctx) {
    const { db } = ctx;
    const route = faultable(ctx);
    registerFaultSwitch(ctx);

    route(contract.banner, async ({ params, nowMs }) => {
      const position = params.has('position') ? params.oneOf('position', '广告位', BANNER_POSITIONS) : 'home';
      const list = await db.query<Static<typeof Banner>>(
        `select id, title, image, link from home_banners
          where position = $1 and starts_on <= $2::date and ends_on >= $2::date
          order by sort, id`,
        [position, shanghaiDate(nowMs)],
      );
      return { position, list };
    });

    route(contract.menu, async () => {
      const list = await db.query('select id, name, icon, route, badge from home_menus order by sort, id');
      return { list };
    });

    route(contract.floor, async () => {
      const floors = await db.query<Omit<Static<typeof Floor>, 'items'>>(
        'select id, title, subtitle, more_text, more_route from home_floors order by sort, id',
      );
      const items = await db.query<{ floor_id: number }>(
        `select floor_id, id, title, subtitle, price_fen, market_price_fen, image, tags, link
           from home_floor_items order by sort, id`,
      );
      const list = floors.map((floor) => ({
        ...floor,
        items: items
          .filter((item) => item.floor_id === floor.id)
          .map(({ floor_id: _floor, ...item }) => item),
      }));
      return { list };
    });

    route(contract.hotDestination, async () => {
      const list = await db.query(
        `select d.id, d.city_adcode, c.name as city_name, d.title, d.subtitle, d.price_fen, d.image, d.link
           from home_hot_destinations d join cities c on c.adcode = d.city_adcode
          order by d.sort, d.id`,
      );
      return { list };
    });

    route(contract.hotHotel, async ({ params }) => {
      const limit = wholeNumber(params, 'page_size', '每页条数', 10, MAX_PAGE_SIZE);
      const adcode = params.optionalString('city_adcode', '城市编码');
      const city = adcode === undefined ? null : requireCity(await cityByAdcode(db, checkAdcode(adcode)));
      const rows = await db.query<{ hotel_code: string }>(
        `select h.hotel_code, h.name, h.city_adcode, c.name as city_name, h.star, h.score, h.comment_count,
                h.address, h.business_area, h.price_fen, h.image, h.tags
           from home_hot_hotels h join cities c on c.adcode = h.city_adcode
          where $1::text is null or h.city_adcode = $1
          order by h.sort, h.hotel_code
          limit $2`,
        [city?.adcode ?? null, limit],
      );
      const list = rows.map((row) => ({ ...row, link: { type: 7, hotel_code: row.hotel_code } }));
      return { city: city ? { adcode: city.adcode, name: city.name } : null, list };
    });

    route(contract.hotStore, async ({ params }) => {
      const { page, pageSize } = pageParams(params, 4);
      const total = await db.query<{ n: number }>('select count(*)::int as n from home_hot_stores');
      const rows = await db.query<{ name: string }>(
        `select id, name, origin, intro, logo, cover, tags, monthly_sales, score, goods
           from home_hot_stores order by sort, id limit $1 offset $2`,
        [pageSize, (page - 1) * pageSize],
      );
      const list = rows.map((row) => ({ ...row, link: { type: 18, key: row.name, category_id: 0 } }));
      return { list, total: total[0]?.n ?? 0, page, page_size: pageSize };
    });

    route(contract.notice, async ({ nowMs }) => {
      const rows = await db.query(
        `select id, title, image, link, starts_on as start_date, ends_on as end_date from home_notices
          where starts_on <= $1::date and ends_on >= $1::date
          order by sort, id limit 1`,
        [shanghaiDate(nowMs)],
      );
      return { notice: rows[0] ?? null };
    });

    route(contract.themeList, async ({ params, nowMs }) => {
      const { page, pageSize } = pageParams(params, 10);
      const today = shanghaiDate(nowMs);
      // Ended themes drop off the list (their pages still open from old links, as "ended").
      const rows = await db.query<ThemeRow>(
        `select id, title, subtitle, cover, starts_on, ends_on from activity_themes
          where ends_on >= $1::date
          order by (starts_on > $1::date), sort, id`,
        [today],
      );
      const list = rows.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
        id: row.id,
        title: row.title,
        subtitle: row.subtitle,
        cover: row.cover,
        start_date: row.starts_on,
        end_date: row.ends_on,
        status: themeStatus(today, row.starts_on, row.ends_on),
      }));
      return { list, total: rows.length, page, page_size: pageSize };
    });

    route(contract.themeDetail, async ({ params, nowMs }) => {
      if (!params.has('id')) throw badParam('请填写活动编号');
      const id = wholeNumber(params, 'id', '活动编号', 0, 2_147_483_647);
      const rows = await db.query<ThemeRow>(
        `select id, title, subtitle, cover, banner, background_color, rule_text, sections, starts_on, ends_on
           from activity_themes where id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) throw new LegacyError(HomeFlag.THEME_UNKNOWN, '活动不存在或已下线');
      const { starts_on: startDate, ends_on: endDate, ...rest } = row;
      return {
        ...rest,
        start_date: startDate,
        end_date: endDate,
        status: themeStatus(shanghaiDate(nowMs), startDate, endDate),
      };
    });

    route(shellContract.tabbar, async () => {
      const list = await db.query(
        `select key, name, icon, icon_highlight, font_color, font_highlight_color, url
           from app_tabbar_items order by sort, key`,
      );
      return { list };
    });

    route(shellContract.showButton, async () => {
      const rows = await db.query<{ key: string; value: string }>(
        `select key, value from app_settings where key in ('show_report', 'show_mz', 'mz_url')`,
      );
      const value = (key: string) => rows.find((row) => row.key === key)?.value ?? '';
      return {
        show_report: value('show_report') === '1' ? 1 : 0,
        show_mz: value('show_mz') === '1' ? 1 : 0,
        mz_url: value('mz_url'),
      };
    });

    // Images: fetched by <img>, so no header rules (as the member head image).
    route(imagesContract.media, ({ path, params, request }) => {
      const kind = path.kind ?? '';
      const file = path.file ?? '';
      if (!file.endsWith('.svg')) throw noImage();
      const name = file.slice(0, -'.svg'.length);
      const ifNoneMatch = header(request, 'if-none-match');
      if (kind === 'tab') {
        const highlighted = name.endsWith('-on');
        const icon = (highlighted ? name.slice(0, -'-on'.length) : name) as TabIcon;
        if (!TAB_ICONS.includes(icon)) throw noImage();
        return svgResponse(renderTabIcon(icon, highlighted), ifNoneMatch);
      }
      if (!(MEDIA_KINDS as string[]).includes(kind)) throw noImage();
      const sub = params.optionalString('sub', '副标题') ?? '';
      const tooLong = (text: string) => [...text].length > MAX_MEDIA_TEXT;
      if (name.trim() === '' || tooLong(name) || tooLong(sub) || /\p{Cc}/u.test(name + sub)) throw noImage();
      return svgResponse(renderPlaceholder(kind as MediaKind, name, sub), ifNoneMatch);
    });
  },
};
