import { describe, expect, it } from 'vitest';
import { appBridgeFor, BROWSER_HOST, detectHost, miniProgramFlag, type HostInfo } from './detectHost.ts';

// Real-world user agents (trimmed only where noted), plus the company app's token appended.
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const IPAD_DESKTOP_WEBVIEW =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const IOS_WECHAT = `${IOS_WEBVIEW} MicroMessenger/8.0.49(0x18003129) NetType/WIFI Language/zh_CN`;
const ANDROID_WECHAT = `${ANDROID_WEBVIEW} XWEB/1110099 MMWEBSDK/20231202 MMWEBID/2268 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64`;
// Older WeChat on Android ran on Tencent's X5 engine, which reports MQQBrowser.
const ANDROID_WECHAT_X5 =
  'Mozilla/5.0 (Linux; Android 9; MI 8 Build/PKQ1.180729.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/045130 Mobile Safari/537.36 MMWEBID/1234 MicroMessenger/7.0.14.1660(0x27000E37) Process/tools NetType/WIFI Language/zh_CN ABI/arm64';
const MAC_WECHAT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) MicroMessenger/6.8.0(0x16080000) MacWechat/3.8.7(0x13080710) XWEB/1191 Flue';
const IOS_MINI_PROGRAM = `${IOS_WECHAT} miniProgram/wx0123456789abcdef`;
const ANDROID_MINI_PROGRAM = `${ANDROID_WECHAT} miniProgram/wx0123456789abcdef`;
const IOS_WECOM = `${IOS_WEBVIEW} wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh ColorScheme/Light`;
const ANDROID_WECOM = `${ANDROID_WEBVIEW} wxwork/4.1.22 ColorScheme/Light MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh`;
const WECOM_MINI_PROGRAM = `${IOS_WECOM} miniProgram`;
const IOS_QQ = `${IOS_WEBVIEW} QQ/9.0.30.601 V1_IPH_SQ_9.0.30_1_APP_A Pixel/1179 Core/WKWebView Device/Apple(iPhone 15 Pro) NetType/WIFI QBWebViewType/1 WKType/1`;
const ANDROID_QQ =
  'Mozilla/5.0 (Linux; Android 12; M2011K2C Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046011 Mobile Safari/537.36 V1_AND_SQ_8.9.28_4086_YYB_D QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537155547';
const IOS_QQ_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 MQQBrowser/14.7.5 Mobile/15E148 Safari/604.1 QBWebViewUA/2 QBWebViewType/1 WKType/1';
const ANDROID_QQ_BROWSER =
  'Mozilla/5.0 (Linux; U; Android 13; zh-cn; 22081212C Build/TKQ1.220829.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.6 Mobile Safari/537.36 COVC/046531';
const IOS_APP = `${IOS_WEBVIEW} YoyoTrip/3.8.0`;
const ANDROID_APP = `${ANDROID_WEBVIEW} YoyoTrip/3.6.2`;

const host = (userAgent: string, search = '') => detectHost({ userAgent, search });

describe('detectHost: one kind per user agent', () => {
  it.each<[string, string, HostInfo['kind']]>([
    ['iOS Safari', IOS_SAFARI, 'browser'],
    ['Android Chrome', ANDROID_CHROME, 'browser'],
    ['desktop Chrome', DESKTOP_CHROME, 'browser'],
    ['an empty user agent', '', 'browser'],
    ['the iOS app', IOS_APP, 'ios-app'],
    ['the iOS app on an iPad (desktop user agent)', `${IPAD_DESKTOP_WEBVIEW} YoyoTrip/3.9.1`, 'ios-app'],
    ['the Android app', ANDROID_APP, 'android-app'],
    ['WeChat on iOS', IOS_WECHAT, 'wechat'],
    ['WeChat on Android', ANDROID_WECHAT, 'wechat'],
    ['WeChat on Android with the X5 engine (MQQBrowser)', ANDROID_WECHAT_X5, 'wechat'],
    ['WeChat for Mac', MAC_WECHAT, 'wechat'],
    ['a mini-program on iOS', IOS_MINI_PROGRAM, 'mini-program'],
    ['a mini-program on Android', ANDROID_MINI_PROGRAM, 'mini-program'],
    ['a mini-program inside WeCom', WECOM_MINI_PROGRAM, 'mini-program'],
    ['WeCom on iOS', IOS_WECOM, 'wecom'],
    ['WeCom on Android', ANDROID_WECOM, 'wecom'],
    ['QQ on iOS', IOS_QQ, 'qq'],
    ['QQ on Android', ANDROID_QQ, 'qq'],
    ['QQ Browser on iOS', IOS_QQ_BROWSER, 'qq'],
    ['QQ Browser on Android', ANDROID_QQ_BROWSER, 'qq'],
  ])('%s → %s', (_name, userAgent, kind) => {
    expect(host(userAgent).kind).toBe(kind);
  });
});

describe('detectHost: the whole record', () => {
  it('describes the iOS app', () => {
    expect(host(IOS_APP)).toEqual({
      kind: 'ios-app',
      inApp: true,
      inMiniProgram: false,
      inWeChat: false,
      isIOS: true,
      isAndroid: false,
      appVersion: '3.8.0',
      hideChrome: true,
    });
  });

  it('describes the Android app', () => {
    expect(host(ANDROID_APP)).toEqual({
      kind: 'android-app',
      inApp: true,
      inMiniProgram: false,
      inWeChat: false,
      isIOS: false,
      isAndroid: true,
      appVersion: '3.6.2',
      hideChrome: true,
    });
  });

  it('describes a WeChat mini-program on Android', () => {
    expect(host(ANDROID_MINI_PROGRAM)).toEqual({
      kind: 'mini-program',
      inApp: false,
      inMiniProgram: true,
      inWeChat: true,
      isIOS: false,
      isAndroid: true,
      appVersion: null,
      hideChrome: true,
    });
  });

  it('describes WeChat on iOS: chrome shown, WeChat APIs there', () => {
    expect(host(IOS_WECHAT)).toEqual({
      kind: 'wechat',
      inApp: false,
      inMiniProgram: false,
      inWeChat: true,
      isIOS: true,
      isAndroid: false,
      appVersion: null,
      hideChrome: false,
    });
  });

  it('does not count WeCom as WeChat, though its user agent says MicroMessenger', () => {
    expect(host(IOS_WECOM)).toMatchObject({ kind: 'wecom', inWeChat: false, hideChrome: false });
  });

  it('describes QQ on Android', () => {
    expect(host(ANDROID_QQ)).toMatchObject({ kind: 'qq', isAndroid: true, isIOS: false, inWeChat: false });
  });

  it('gives a plain browser the same record as BROWSER_HOST', () => {
    expect(host(DESKTOP_CHROME)).toEqual(BROWSER_HOST);
    expect(host(ANDROID_CHROME)).toEqual({ ...BROWSER_HOST, isAndroid: true });
    expect(host(IOS_SAFARI)).toEqual({ ...BROWSER_HOST, isIOS: true });
  });

  it('hides the storefront chrome only in the app and in a mini-program', () => {
    const hidden = [IOS_APP, ANDROID_APP, IOS_MINI_PROGRAM, ANDROID_MINI_PROGRAM].map(
      (ua) => host(ua).hideChrome,
    );
    const shown = [IOS_SAFARI, ANDROID_CHROME, IOS_WECHAT, IOS_WECOM, IOS_QQ, IOS_QQ_BROWSER].map(
      (ua) => host(ua).hideChrome,
    );
    expect(hidden).toEqual([true, true, true, true]);
    expect(shown).toEqual([false, false, false, false, false, false]);
  });
});

describe('detectHost: platform', () => {
  it.each([
    [IOS_SAFARI, true, false],
    [IOS_QQ_BROWSER, true, false],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', true, false],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15', true, false],
    [ANDROID_CHROME, false, true],
    [ANDROID_WECHAT_X5, false, true],
    [DESKTOP_CHROME, false, false],
    // A Mac browser is not an iPad: without the app token the desktop user agent stays desktop.
    [IPAD_DESKTOP_WEBVIEW, false, false],
    [MAC_WECHAT, false, false],
    // Android wins a user agent that names both, as old compatibility strings do.
    ['Mozilla/5.0 (Linux; Android 4.0; like iPhone OS 7_0_3) Mobile', false, true],
  ])('%s → iOS %s, Android %s', (userAgent, isIOS, isAndroid) => {
    expect(host(userAgent)).toMatchObject({ isIOS, isAndroid });
  });
});

describe('detectHost: the company app token', () => {
  it.each([
    [`${IOS_WEBVIEW} YoyoTrip/3.10.2`, '3.10.2'],
    [`${IOS_WEBVIEW} YoyoTrip/3.8.0-beta.1`, '3.8.0'],
    [`${IOS_WEBVIEW} yoyotrip/3.8.0`, '3.8.0'],
    [`YoyoTrip/4.0 ${ANDROID_WEBVIEW}`, '4.0'],
    [`${ANDROID_WEBVIEW} (YoyoTrip/3.7.8; channel huawei)`, '3.7.8'],
    [`${ANDROID_WEBVIEW} YoyoTrip`, null],
    [`${ANDROID_WEBVIEW} YoyoTrip/`, null],
    [`${ANDROID_WEBVIEW} YoyoTrip/unknown`, null],
  ])('%s is the app at version %j', (userAgent, version) => {
    const info = host(userAgent);
    expect(info.inApp).toBe(true);
    expect(info.appVersion).toBe(version);
  });

  it.each([
    `${IOS_WEBVIEW} YoyoTripLite/3.8.0`,
    `${IOS_WEBVIEW} MyYoyoTrip/3.8.0`,
    `${IOS_WEBVIEW} NotYoyoTrip/3.8.0`,
    `${ANDROID_WEBVIEW} xYoyoTrip`,
  ])('%s is not the app (the token must be a whole word)', (userAgent) => {
    expect(host(userAgent)).toMatchObject({ inApp: false, appVersion: null, kind: 'browser' });
  });

  it('ignores the token on a platform the app does not ship for', () => {
    expect(host(`${DESKTOP_CHROME} YoyoTrip/3.8.0`)).toMatchObject({
      kind: 'browser',
      inApp: false,
      appVersion: null,
      hideChrome: false,
    });
    expect(host(`Mozilla/5.0 (Phone; OpenHarmony 4.0) ArkWeb/4.1.6.1 Mobile YoyoTrip/3.8.0`).inApp).toBe(
      false,
    );
  });

  it('reports no app version outside the app', () => {
    expect(host(IOS_WECHAT).appVersion).toBeNull();
  });
});

describe('detectHost: the mini-program query flag', () => {
  it.each(['?isMiniProgram=1', '?isMiniProgram=true', 'isMiniProgram=TRUE', '?a=b&isMiniProgram=%201%20'])(
    '%s marks a mini-program even in a plain browser',
    (search) => {
      expect(host(ANDROID_CHROME, search)).toMatchObject({
        kind: 'mini-program',
        inMiniProgram: true,
        hideChrome: true,
        isAndroid: true,
        inWeChat: false,
      });
    },
  );

  it.each([
    '',
    '?isMiniProgram=0',
    '?isMiniProgram=false',
    '?isMiniProgram=',
    '?isMiniProgram',
    '?isminiprogram=1',
    '?xisMiniProgram=1',
  ])('%j does not', (search) => {
    expect(host(ANDROID_CHROME, search).kind).toBe('browser');
  });

  it('wins over every user-agent marker', () => {
    for (const ua of [IOS_APP, ANDROID_APP, IOS_WECHAT, IOS_WECOM, IOS_QQ, IOS_QQ_BROWSER]) {
      const info = host(ua, '?isMiniProgram=1');
      expect(info.kind).toBe('mini-program');
      expect(info.inApp).toBe(false);
      expect(info.appVersion).toBeNull();
    }
  });

  it('cannot switch off the mini-program user agent (only the host sets it)', () => {
    expect(host(IOS_MINI_PROGRAM, '?isMiniProgram=0').kind).toBe('mini-program');
  });

  it('keeps the WeChat facts in a mini-program opened from WeChat', () => {
    expect(host(IOS_WECHAT, '?isMiniProgram=1')).toMatchObject({ inWeChat: true, isIOS: true });
  });

  it('reads the flag from a query with or without its question mark', () => {
    expect(miniProgramFlag('isMiniProgram=1')).toBe(true);
    expect(miniProgramFlag('?isMiniProgram=1')).toBe(true);
    expect(miniProgramFlag('?isMiniProgram=2')).toBe(false);
    // The first value counts, as URLSearchParams#get reads it.
    expect(miniProgramFlag('?isMiniProgram=0&isMiniProgram=1')).toBe(false);
  });
});

describe('appBridgeFor', () => {
  const inApp = (appVersion: string | null) => ({ inApp: true, appVersion });

  it.each([
    ['3.7.8', 'modern'],
    ['3.7.8.0', 'modern'],
    ['3.7.9', 'modern'],
    ['3.7.10', 'modern'],
    ['3.8', 'modern'],
    ['3.10.0', 'modern'],
    ['4.0.0', 'modern'],
    ['10.0.0', 'modern'],
    ['3.7.7', 'legacy'],
    ['3.7', 'legacy'],
    ['3.6.99', 'legacy'],
    ['2.10.10', 'legacy'],
    ['0.0.1', 'legacy'],
  ])('app %s talks to the %s bridge', (version, bridge) => {
    expect(appBridgeFor(inApp(version))).toBe(bridge);
  });

  it('gives an app without a readable version the legacy bridge', () => {
    expect(appBridgeFor(inApp(null))).toBe('legacy');
    expect(appBridgeFor(inApp('beta'))).toBe('legacy');
  });

  it('has no bridge outside the app', () => {
    expect(appBridgeFor(BROWSER_HOST)).toBeNull();
    expect(appBridgeFor(host(IOS_WECHAT))).toBeNull();
    expect(appBridgeFor(host(IOS_APP, '?isMiniProgram=1'))).toBeNull();
  });

  it('works from a detected host', () => {
    expect(appBridgeFor(host(IOS_APP))).toBe('modern');
    expect(appBridgeFor(host(ANDROID_APP))).toBe('legacy');
    expect(appBridgeFor(host(`${ANDROID_WEBVIEW} YoyoTrip/3.10.0`))).toBe('modern');
  });
});
