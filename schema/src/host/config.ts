/**
 * How the storefront recognises where it runs (spec §1, §4). Read only by detectHost.ts, which the
 * web and the gateway share; change a marker here, not in the pages.
 *
 * User-agent markers are matched against `navigator.userAgent`. They identify the host for layout
 * and launch decisions, never to grant anything: any client can send any user agent. The one guard
 * they serve protects the visitor from links others write (web/src/app/startup.ts takes a session
 * token from the URL only inside the app or a mini-program), and a link cannot choose the user agent
 * of whoever opens it; the `isMiniProgram` query flag can, so that guard ignores it.
 */

/**
 * The company's native apps (iOS and Android) append `YoyoTrip/<version>` to their webviews' user
 * agent, e.g. `… Mobile/15E148 YoyoTrip/3.8.0`. The platform comes from the usual OS tokens of the
 * same user agent. The token is matched as a whole word, case-insensitively, so `YoyoTripLite/1.0`
 * is not the app.
 */
export const APP_UA_TOKEN = 'YoyoTrip';

/** Platform tokens of the user agent. */
export const IOS_UA_PATTERN = /\b(?:iPhone|iPad|iPod)\b/i;
export const ANDROID_UA_PATTERN = /\bAndroid\b/i;
/**
 * iPadOS 13+ webviews report a desktop Mac user agent. The company app exists only for iOS and
 * Android, so together with the app token this means an iPad; on its own it stays a desktop.
 */
export const IPADOS_DESKTOP_UA_PATTERN = /\bMacintosh\b/i;

/** A mini-program's web-view: WeChat adds `miniProgram` (e.g. `miniProgram/wx1234…`). */
export const MINI_PROGRAM_UA_PATTERN = /miniProgram/i;
/** WeCom (企业微信, the workplace chat app). Its user agent also carries `MicroMessenger`. */
export const WECOM_UA_PATTERN = /\bwxwork\b/i;
/** WeChat's own webview. */
export const WECHAT_UA_PATTERN = /\bMicroMessenger\b/i;
/**
 * The QQ app's webview (`QQ/8.9.28…`) and QQ Browser (`MQQBrowser/13.…`). WeChat on Android also
 * reports `MQQBrowser` (its X5 engine), so WeChat is tested first.
 */
export const QQ_UA_PATTERN = /(?:^|[\s;(])QQ\/\d|\bMQQBrowser\//i;

/**
 * The query flag a mini-program puts on the URL of its web-view (spec §3 `isMiniProgram`). `1` or
 * `true` marks a mini-program host whatever the user agent says (some mini-program runtimes, and
 * WeChat's developer tools, do not add `miniProgram` to the user agent).
 */
export const MINI_PROGRAM_QUERY_FLAG = 'isMiniProgram';

/**
 * Spec §4/§9: apps at this version or later speak the modern JS bridge; older ones the legacy
 * bridge. The threshold is the first release that shipped the modern bridge, so 3.7.8 itself is
 * modern.
 */
export const MODERN_BRIDGE_MIN_VERSION = '3.7.8';

/**
 * Session-storage keys the web writes and the gateway's still first paint of `/` reads before the
 * app starts: the host decided on landing (app/host.ts), and the open-app banner closed for the
 * session (OpenAppBanner.tsx).
 */
export const HOST_STORAGE_KEY = 'storefront:host';
export const OPEN_APP_CLOSED_KEY = 'storefront:open-app-banner-closed';

/**
 * Local-storage key of the notice adverts already shown on this device (a JSON array of their ids,
 * written by the home's NoticePopup): the still first paint's boot script fetches the advert's
 * picture early only when the app is going to show it.
 */
export const NOTICE_STORAGE_KEY = 'sf.home.noticeSeen';

/**
 * The company app's URL scheme: `yoyotrip://detail/4000/…` opens the app (spec §2.8 `{address}`).
 * The web launches it; the gateway's Content-Security-Policy lets the page frame it (Android launches
 * the scheme from a hidden frame).
 */
export const APP_SCHEME = 'yoyotrip';
