/**
 * The company's native app and mini-program, as the storefront links to them (spec §2.4, §2.8, §4).
 * Everything here ships in the browser bundle: public names only, never a secret.
 */

/** The app's URL scheme (shared with the gateway, whose Content-Security-Policy names it). */
export { APP_SCHEME } from '@storefront/schema/host/config';

/** Where an iOS visitor without the app goes (the App Store page; the id is a placeholder for ops). */
export const IOS_STORE_URL = 'https://apps.apple.com/cn/app/id0000000000';

/**
 * Where an Android (or any non-iOS) visitor without the app goes: the storefront's own download
 * landing page (spec §2.1 `/download`), which lists the Android markets and the APK.
 */
export const DOWNLOAD_PAGE_PATH = '/download';

/** Spec §2.1: the tip shown in a messaging app or QQ on iOS, where custom schemes are blocked. */
export const TALK_TIP_PATH = '/talkTip';

/**
 * App-launch timers (spec §4, §9), in ms after the tap on "open now". All are counted from the tap,
 * so the runner can schedule them without chaining.
 */
export const LAUNCH_TIMERS = {
  /** iOS: if the page is still showing this long after the scheme was opened, go to the store. */
  iosStoreCheck: 3100,
  /** Android: the hidden frame that carries the scheme is added after this delay. */
  androidFrame: 200,
  /** Android: the frame is removed again (it must not linger, or a back press re-launches). */
  androidFrameCleanup: 1000,
  /** Android: still visible this long after the tap means the app did not open: download page. */
  androidDownload: 1300,
} as const;

/**
 * Mini-program pages the storefront navigates to from inside a mini-program web-view (spec §2.4
 * types 1, 5–7, 13–16, 20). Paths as `wx.miniProgram.navigateTo` wants them: absolute, no query.
 * They name the mini-program's own pages, so they change only with a mini-program release.
 */
export const MINI_PROGRAM_PAGES = {
  /** The mini-program's web-view page; it opens the URL in its `url` query value. */
  webview: '/pages/webview/index',
  /** The mini-program's login; it returns to the page in its `redirect` query value. */
  login: '/pages/login/index',
  hotelHome: '/pages/hotel/index',
  hotelList: '/pages/hotel/list',
  hotelDetail: '/pages/hotel/detail',
  visaHome: '/pages/visa/index',
  visaList: '/pages/visa/list',
  visaDetail: '/pages/visa/detail',
  ticketHome: '/pages/tickets/index',
} as const;

/**
 * How the open-the-app banner looks (spec §2.8):
 * - `default`: in the page flow, above the content;
 * - `fxieds` (the spec's spelling): fixed to the top, with a spacer of its height so it covers
 *   nothing; for pages whose own header scrolls away (product details);
 * - `none`: not shown.
 */
export type OpenAppBannerStyle = 'default' | 'fxieds' | 'none';

/**
 * The banner style by route name (the page path with `/` → `-`, `/` itself is `index`; see
 * `routeNameFor` in `lib/openApp`). A route not listed shows no banner: order forms, payment, login
 * and the member area must not push shoppers out of a purchase into the app.
 */
export const OPEN_APP_BANNER_STYLES: Readonly<Record<string, OpenAppBannerStyle>> = {
  index: 'default',
  // Channel homes and lists: the banner sits above the search form or the list.
  air: 'default',
  'air-airList': 'default',
  'air-intAirList': 'default',
  hotel: 'default',
  'hotel-hotelList': 'default',
  train: 'default',
  'train-trainList': 'default',
  'new-tickets': 'default',
  'new-tickets-scenicList': 'default',
  team: 'default',
  'team-list': 'default',
  visa: 'default',
  'visa-visaProductList': 'default',
  cruise: 'default',
  'cruise-productList': 'default',
  farmer: 'default',
  'farmer-searchList': 'default',
  // Product details: full-bleed images under a transparent header, so the banner is fixed on top.
  detail: 'fxieds',
  'team-detail': 'fxieds',
  'hotel-hoteldetail': 'fxieds',
  'new-tickets-detail': 'fxieds',
  'visa-detail': 'fxieds',
  'cruise-detail': 'fxieds',
  'farmer-detail': 'fxieds',
  'air-airDetail': 'fxieds',
};
