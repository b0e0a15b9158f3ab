import type { HostInfo } from '../../lib/host/index.ts';
import { readableOn } from '../../lib/contrast.ts';
import { companyUrl } from '../../lib/links/index.ts';

export type TabKey = 'HOME' | 'ORDER' | 'SERVICE' | 'MINE' | 'EXTRA';

/** A tab as the server describes it (`shellConfig.tabs`), or as built in. */
export interface Tab {
  key: TabKey;
  name: string;
  /** Icon URL; '' for the built-in icon. */
  icon: string;
  iconHighlight: string;
  fontColor: string;
  fontHighlightColor: string;
  url: string;
}

/** Spec §2.6: the orders tab opens the full order list. */
export const ORDERS_URL = '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单';

// The bar is white (shell.css); its names are small text, so they need 4.5:1 on it.
const BAR_BACKGROUND = '#ffffff';
const FONT = '#6f6f7a';
const FONT_ON = '#e4007f';

/** Used when the server's tab-bar config fails (spec §8): the four tabs of spec §2.6. */
export const DEFAULT_TABS: readonly Tab[] = [
  { key: 'HOME', name: '首页', url: '/' },
  { key: 'ORDER', name: '订单', url: ORDERS_URL },
  { key: 'SERVICE', name: '客服', url: '' },
  { key: 'MINE', name: '我的', url: '/personal' },
].map((t) => ({
  ...t,
  key: t.key as TabKey,
  icon: '',
  iconHighlight: '',
  fontColor: FONT,
  fontHighlightColor: FONT_ON,
}));

/**
 * The order pages that carry the tab bar: the lists, not details, forms or results (spec §2.6
 * "the order pages"; a detail page has its own bottom actions).
 */
const ORDER_LIST_PATHS = [
  '/myOrder',
  '/myOrder/allorder',
  '/myOrder/indexOld',
  '/myOrder/airOrder',
  '/myOrder/airOrder/indexOld',
  '/myOrder/hotelOrder',
  '/myOrder/hotelOrder/indexOld',
  '/myOrder/trainOrder',
  '/myOrder/trainOrder/indexOld',
  '/myOrder/scenic',
  '/myOrder/visa',
  '/myOrder/visa/indexOld',
  '/myOrder/farmers',
];

/** Spec §2.6: the only routes with the bottom tab bar. */
export const TAB_BAR_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/personal',
  ...ORDER_LIST_PATHS,
  '/myCoupon/coupon',
  '/profit',
  '/weekend',
]);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether the tab bar shows on this route; never inside a host app or mini-program (spec §2.6). */
export function showsTabBar(pathname: string, host: Pick<HostInfo, 'hideChrome'>): boolean {
  return !host.hideChrome && TAB_BAR_PATHS.has(normalise(pathname));
}

/** The tab the current route belongs to, or null (e.g. /profit has the bar but no tab of its own). */
export function activeTabKey(pathname: string, tabs: readonly Tab[]): TabKey | null {
  const path = normalise(pathname);
  if (path === '/') return 'HOME';
  if (path === '/personal') return 'MINE';
  if (ORDER_LIST_PATHS.includes(path)) return 'ORDER';
  const extra = tabs.find((t) => t.key === 'EXTRA');
  if (extra && internalPath(extra.url)?.split(/[?#]/, 1)[0] === path) return 'EXTRA';
  return null;
}

export type TabTarget =
  | { kind: 'service' }
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/**
 * Where tapping a tab goes. The server's URL is configuration edited by operators, so it is trusted
 * only as a path on this site or a company page (the banner whitelist); otherwise the built-in
 * route of that tab is used, and an extra tab with an unusable URL does nothing.
 */
export function tabTarget(tab: Pick<Tab, 'key' | 'url'>): TabTarget {
  if (tab.key === 'SERVICE') return { kind: 'service' };
  const path = internalPath(tab.url);
  if (path) return { kind: 'route', to: path };
  const href = companyUrl(tab.url);
  if (href) return { kind: 'external', href };
  const builtIn = DEFAULT_TABS.find((t) => t.key === tab.key)?.url;
  return builtIn ? { kind: 'route', to: builtIn } : { kind: 'none' };
}

/** `url` as a path on this site (one leading `/`, no backslash or control characters), or null. */
function internalPath(url: string): string | null {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

const KEYS: ReadonlySet<string> = new Set(['HOME', 'ORDER', 'SERVICE', 'MINE', 'EXTRA']);
const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The tabs to draw from the server's list: known keys only, each key once, the extra tab third
 * (spec §2.6), colours that are not `#rgb`/`#rrggbb` replaced by the built-in ones, and colours too
 * light to read on the white bar (the config's #999999 has 2.8:1) darkened just enough for 4.5:1.
 * An empty or unusable list gives the built-in tabs.
 */
export function tabsToShow(server: readonly Tab[] | null | undefined): Tab[] {
  if (!server?.length) return [...DEFAULT_TABS];
  const seen = new Set<string>();
  const tabs: Tab[] = [];
  for (const tab of server) {
    if (!KEYS.has(tab.key) || seen.has(tab.key)) continue;
    seen.add(tab.key);
    tabs.push({
      ...tab,
      name: tab.name.trim() || (DEFAULT_TABS.find((t) => t.key === tab.key)?.name ?? ''),
      fontColor: readableOn(COLOUR.test(tab.fontColor) ? tab.fontColor : FONT, BAR_BACKGROUND),
      fontHighlightColor: readableOn(
        COLOUR.test(tab.fontHighlightColor) ? tab.fontHighlightColor : FONT_ON,
        BAR_BACKGROUND,
      ),
    });
  }
  const extra = tabs.findIndex((t) => t.key === 'EXTRA');
  if (extra >= 0 && extra !== 2) {
    const [tab] = tabs.splice(extra, 1);
    tabs.splice(Math.min(2, tabs.length), 0, tab!);
  }
  return tabs.length ? tabs : [...DEFAULT_TABS];
}

/** The orders badge: hidden at 0, capped at 99+. */
export function unpaidBadge(count: number | null | undefined): string | null {
  if (!count || count <= 0 || !Number.isFinite(count)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
