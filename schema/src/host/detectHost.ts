import {
  ANDROID_UA_PATTERN,
  APP_UA_TOKEN,
  IOS_UA_PATTERN,
  IPADOS_DESKTOP_UA_PATTERN,
  MINI_PROGRAM_QUERY_FLAG,
  MINI_PROGRAM_UA_PATTERN,
  MODERN_BRIDGE_MIN_VERSION,
  QQ_UA_PATTERN,
  WECHAT_UA_PATTERN,
  WECOM_UA_PATTERN,
} from './config.ts';
import { compareVersions, numericVersion } from './version.ts';

/**
 * Where the page runs. One value per visit: the most specific host wins (see `detectHost`).
 * - `ios-app` / `android-app`: the company's native app;
 * - `mini-program`: a mini-program's web-view (WeChat's, or any runtime that sets the query flag);
 * - `wecom`: WeCom (workplace chat); `wechat`: WeChat's own webview; `qq`: QQ or QQ Browser;
 * - `browser`: anything else (system browser, desktop).
 */
export type HostKind = 'ios-app' | 'android-app' | 'wechat' | 'mini-program' | 'wecom' | 'qq' | 'browser';

/** Every host kind (a stored host naming another is not one). */
export const HOST_KINDS: readonly HostKind[] = ['ios-app', 'android-app', 'wechat', 'mini-program', 'wecom', 'qq', 'browser'];

export interface HostInfo {
  kind: HostKind;
  /** Inside the company's native app (either platform). */
  inApp: boolean;
  /** Inside a mini-program's web-view. */
  inMiniProgram: boolean;
  /**
   * The user agent is WeChat's (`MicroMessenger`, not WeCom): WeChat's JS-SDK and share menu are
   * there. True for a WeChat mini-program web-view as well as for the plain WeChat webview.
   */
  inWeChat: boolean;
  isIOS: boolean;
  isAndroid: boolean;
  /** The company app's version (`3.8.0`), or null outside the app or when the app gave none. */
  appVersion: string | null;
  /** The storefront's own header and tab bar are hidden: the host app or mini-program draws its own. */
  hideChrome: boolean;
}

export interface HostInput {
  userAgent: string;
  /** The query string of the landing URL (`?isMiniProgram=1&…`, the `?` optional). */
  search: string;
}

export type AppBridge = 'legacy' | 'modern';

/**
 * Where the page runs, from the user agent and the landing URL's query.
 *
 * Order of precedence, most specific first:
 * 1. the `isMiniProgram` query flag (`1`/`true`) → `mini-program`, whatever the user agent;
 * 2. `miniProgram` in the user agent → `mini-program` (WeChat's and WeCom's mini-program web-views
 *    also carry `MicroMessenger`/`wxwork`, so this precedes them);
 * 3. the app token with iOS or Android → `ios-app` / `android-app` (the token on another platform
 *    is not an app we ship, so it is ignored);
 * 4. `wxwork` → `wecom` (before WeChat: WeCom's user agent contains `MicroMessenger` too);
 * 5. `MicroMessenger` → `wechat`;
 * 6. `QQ/…` or `MQQBrowser/` → `qq` (after WeChat: WeChat on Android reports `MQQBrowser`);
 * 7. otherwise `browser`.
 *
 * Call it with the landing URL: the mini-program flag is on the first URL only, not on the routes
 * the shopper navigates to afterwards, so the result is kept for the visit.
 */
export function detectHost(input: HostInput): HostInfo {
  const ua = input.userAgent ?? '';
  const app = appToken(ua);
  const isAndroid = ANDROID_UA_PATTERN.test(ua);
  // Exclusive with Android: some Android user agents mention `like iPhone` for compatibility.
  const isIOS =
    !isAndroid && (IOS_UA_PATTERN.test(ua) || (app.present && IPADOS_DESKTOP_UA_PATTERN.test(ua)));
  const inWeChat = WECHAT_UA_PATTERN.test(ua) && !WECOM_UA_PATTERN.test(ua);

  const kind = hostKind(ua, input.search, app.present, isIOS, isAndroid);
  const flags = kindFlags(kind);
  return {
    kind,
    ...flags,
    inWeChat,
    isIOS,
    isAndroid,
    appVersion: flags.inApp ? app.version : null,
  };
}

/**
 * What a host's kind alone says: inside the company app, inside a mini-program, and so whether the
 * host draws its own header and tab bar. Also used for a host read back from storage, and by the
 * gateway's still first paint of `/`.
 */
export function kindFlags(kind: HostKind): Pick<HostInfo, 'inApp' | 'inMiniProgram' | 'hideChrome'> {
  const inApp = kind === 'ios-app' || kind === 'android-app';
  const inMiniProgram = kind === 'mini-program';
  return { inApp, inMiniProgram, hideChrome: inApp || inMiniProgram };
}

function hostKind(ua: string, search: string, app: boolean, isIOS: boolean, isAndroid: boolean): HostKind {
  if (miniProgramFlag(search) || MINI_PROGRAM_UA_PATTERN.test(ua)) return 'mini-program';
  if (app && isIOS) return 'ios-app';
  if (app && isAndroid) return 'android-app';
  if (WECOM_UA_PATTERN.test(ua)) return 'wecom';
  if (WECHAT_UA_PATTERN.test(ua)) return 'wechat';
  if (QQ_UA_PATTERN.test(ua)) return 'qq';
  return 'browser';
}

/** True when the query carries `isMiniProgram=1` or `isMiniProgram=true` (any case, trimmed). */
export function miniProgramFlag(search: string): boolean {
  let value: string | null;
  try {
    value = new URLSearchParams(search ?? '').get(MINI_PROGRAM_QUERY_FLAG);
  } catch {
    return false;
  }
  const normalised = value?.trim().toLowerCase();
  return normalised === '1' || normalised === 'true';
}

const APP_TOKEN_PATTERN = new RegExp(
  // A whole word: preceded by start, space, `;` or `(`, followed by `/version`, space, `;`, `)` or end.
  `(?:^|[\\s;(])${escapeRegExp(APP_UA_TOKEN)}(?:/([^\\s;)]*))?(?=$|[\\s;)])`,
  'i',
);

function appToken(ua: string): { present: boolean; version: string | null } {
  const match = APP_TOKEN_PATTERN.exec(ua);
  if (!match) return { present: false, version: null };
  return { present: true, version: numericVersion(match[1]) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Which native JS bridge to talk to (spec §4/§9): `modern` from app version 3.7.8 on (3.7.8
 * included), `legacy` below it, null outside the company app. An app that reports no readable
 * version gets `legacy`: only an app that proves it is new enough is sent modern-bridge calls, which
 * an older app would silently drop.
 */
export function appBridgeFor(host: Pick<HostInfo, 'inApp' | 'appVersion'>): AppBridge | null {
  if (!host.inApp) return null;
  if (host.appVersion === null || numericVersion(host.appVersion) === null) return 'legacy';
  return compareVersions(host.appVersion, MODERN_BRIDGE_MIN_VERSION) >= 0 ? 'modern' : 'legacy';
}

/** A plain browser: the value to use where there is no `navigator` (tests, pre-rendering). */
export const BROWSER_HOST: HostInfo = Object.freeze({
  kind: 'browser',
  inApp: false,
  inMiniProgram: false,
  inWeChat: false,
  isIOS: false,
  isAndroid: false,
  appVersion: null,
  hideChrome: false,
});
