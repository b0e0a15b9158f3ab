import { describe, expect, it } from 'vitest';
import { resolveHost } from './host.ts';

const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN miniProgram';
const IOS_WEBVIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('resolveHost', () => {
  it('detects from the user agent', () => {
    const host = resolveHost({ userAgent: MINI_PROGRAM_UA, search: '', storage: memoryStorage() });
    expect(host.kind).toBe('mini-program');
    expect(host.hideChrome).toBe(true);
  });

  it('remembers the landing URL’s mini-program flag for the rest of the visit', () => {
    const storage = memoryStorage();
    expect(resolveHost({ userAgent: IOS_WEBVIEW, search: '?isMiniProgram=1', storage }).inMiniProgram).toBe(true);
    // A reload of a later page: the flag is no longer in the URL.
    expect(resolveHost({ userAgent: IOS_WEBVIEW, search: '', storage }).inMiniProgram).toBe(true);
  });

  it('detects afresh when the stored value is unusable', () => {
    const storage = memoryStorage();
    storage.setItem('storefront:host', '{"kind":"admin","inApp":true}');
    expect(resolveHost({ userAgent: IOS_WEBVIEW, search: '', storage }).kind).toBe('browser');
    storage.setItem('storefront:host', '{oops');
    expect(resolveHost({ userAgent: IOS_WEBVIEW, search: '', storage }).kind).toBe('browser');
  });

  it('derives the flags from the stored kind, not from stored flags', () => {
    const storage = memoryStorage();
    storage.setItem('storefront:host', '{"kind":"browser","inApp":true,"hideChrome":true,"appVersion":"9"}');
    const host = resolveHost({ userAgent: IOS_WEBVIEW, search: '', storage });
    expect(host).toMatchObject({ kind: 'browser', inApp: false, hideChrome: false, appVersion: null });
  });

  it('works without storage', () => {
    expect(resolveHost({ userAgent: IOS_WEBVIEW, search: '?isMiniProgram=true', storage: undefined }).kind).toBe(
      'mini-program',
    );
  });
});
