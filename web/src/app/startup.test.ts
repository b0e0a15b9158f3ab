import type { ApolloClient } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recallIntroducer } from '../lib/introducer.ts';
import { startParams } from './startParams.ts';
import { resetStartupForTests, startup, type StartupEnv } from './startup.ts';

/** A WeChat mini-program web-view on iOS (the `miniProgram` marker). */
const MINI_PROGRAM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN miniProgram';
const IOS_APP_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 YoyoTrip/3.8.0';
const ANDROID_APP_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 YoyoTrip/3.7.0';
const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN';
const WECOM_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 wxwork/4.1.20';
const QQ_UA =
  'Mozilla/5.0 (Linux; Android 14; V2241A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Mobile Safari/537.36 QQ/9.0.50.610';

function env(
  href: string,
  userAgent = MINI_PROGRAM_UA,
  confirmSessionSwitch?: (message: string) => Promise<boolean>,
) {
  const url = new URL(href);
  return {
    location: { href, search: url.search, reload: vi.fn() },
    history: { state: { idx: 0 }, replaceState: vi.fn() },
    addEventListener: vi.fn(),
    sessionStorage,
    navigator: { userAgent },
    ...(confirmSessionSwitch ? { confirmSessionSwitch } : {}),
  } satisfies StartupEnv;
}

type MutateResult = { data: unknown };

function client(
  mutate = vi.fn((_options: unknown): Promise<MutateResult> => Promise.resolve({ data: null })),
) {
  return { mutate } as unknown as ApolloClient<object> & { mutate: typeof mutate };
}

/** The gateway's answer to an exchange. */
function payload(userErrors: { code: string; message: string }[] = []): MutateResult {
  const user = userErrors.length ? null : { id: '10001' };
  return {
    data: { exchangeSessionToken: { user, userErrors: userErrors.map((e) => ({ ...e, field: null })) } },
  };
}

const CONFLICT = {
  code: 'SESSION_CONFLICT',
  message: '当前已登录账号 139****9000，与App或小程序的账号 138****8000 不同',
};

describe('startup', () => {
  beforeEach(() => {
    resetStartupForTests();
    sessionStorage.clear();
  });

  it('exchanges the URL token once and removes it from the address bar, keeping other params', async () => {
    const e = env('https://m.example.cn/team/list?class_id=1&token=t0k&keywordSearch=%E4%BA%91%E5%8D%97#x');
    const c = client();
    await startup(c, e);
    await startup(c, e);
    expect(c.mutate).toHaveBeenCalledTimes(1);
    expect(c.mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { input: { token: 't0k', replaceSession: false } } }),
    );
    expect(e.history.replaceState).toHaveBeenCalledWith(
      { idx: 0 },
      '',
      '/team/list?class_id=1&keywordSearch=%E4%BA%91%E5%8D%97#x',
    );
  });

  it('exchanges inside the company app on either platform', async () => {
    for (const ua of [IOS_APP_UA, ANDROID_APP_UA]) {
      resetStartupForTests();
      const c = client();
      await startup(c, env('https://m.example.cn/personal?token=t0k', ua));
      expect(c.mutate, ua).toHaveBeenCalledTimes(1);
      expect(c.mutate).toHaveBeenCalledWith(
        expect.objectContaining({ variables: { input: { token: 't0k', replaceSession: false } } }),
      );
    }
  });

  it('never exchanges in a browser, WeChat, WeCom or QQ, but still removes the token', async () => {
    for (const ua of [BROWSER_UA, WECHAT_UA, WECOM_UA, QQ_UA]) {
      resetStartupForTests();
      const e = env('https://m.example.cn/personal?token=t0k&a=1', ua);
      const c = client();
      await startup(c, e);
      expect(c.mutate, ua).not.toHaveBeenCalled();
      expect(e.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/personal?a=1');
    }
  });

  it('does not take the mini-program flag of the URL (whoever wrote the link set it) as a host', async () => {
    const c = client();
    await startup(c, env('https://m.example.cn/?isMiniProgram=1&token=t0k', BROWSER_UA));
    expect(c.mutate).not.toHaveBeenCalled();
    // Nor the host remembered for the tab from an earlier landing on such a link.
    sessionStorage.setItem('storefront:host', JSON.stringify({ kind: 'mini-program' }));
    resetStartupForTests();
    await startup(c, env('https://m.example.cn/?token=t0k', BROWSER_UA));
    expect(c.mutate).not.toHaveBeenCalled();
  });

  it('asks before replacing another member’s session, and switches only when the shopper agrees', async () => {
    const mutate = vi.fn((_options: unknown) => Promise.resolve(payload([CONFLICT])));
    mutate.mockResolvedValueOnce(payload([CONFLICT])).mockResolvedValueOnce(payload());
    const confirm = vi.fn(() => Promise.resolve(true));
    const e = env('https://m.example.cn/personal?token=t0k', MINI_PROGRAM_UA, confirm);
    await startup(client(mutate), e);
    expect(confirm).toHaveBeenCalledWith(CONFLICT.message);
    expect(mutate).toHaveBeenCalledTimes(2);
    expect(mutate.mock.calls[0]![0]).toMatchObject({
      variables: { input: { token: 't0k', replaceSession: false } },
    });
    expect(mutate.mock.calls[1]![0]).toMatchObject({
      variables: { input: { token: 't0k', replaceSession: true } },
    });
    // Out of the address bar before the question is asked.
    expect(e.history.replaceState.mock.invocationCallOrder[0]).toBeLessThan(
      confirm.mock.invocationCallOrder[0]!,
    );
  });

  it('keeps the current session when the shopper declines to switch', async () => {
    const mutate = vi.fn((_options: unknown) => Promise.resolve(payload([CONFLICT])));
    const confirm = vi.fn(() => Promise.resolve(false));
    const e = env('https://m.example.cn/personal?token=t0k', MINI_PROGRAM_UA, confirm);
    await startup(client(mutate), e);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(e.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/personal');
  });

  it('asks nothing when the exchange is refused for another reason', async () => {
    const mutate = vi.fn((_options: unknown) =>
      Promise.resolve(payload([{ code: 'TOKEN_ALREADY_EXCHANGED', message: '该登录链接已使用过' }])),
    );
    const confirm = vi.fn(() => Promise.resolve(true));
    await startup(client(mutate), env('https://m.example.cn/personal?token=t0k', MINI_PROGRAM_UA, confirm));
    expect(confirm).not.toHaveBeenCalled();
    expect(mutate).toHaveBeenCalledTimes(1);
  });

  it('still removes the token when the exchange fails', async () => {
    const e = env('https://m.example.cn/personal?token=bad');
    await startup(client(vi.fn(() => Promise.reject(new Error('UNAUTHENTICATED')))), e);
    expect(e.history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/personal');
  });

  it('leaves history alone without a token', async () => {
    const e = env('https://m.example.cn/?a=1');
    const c = client();
    await startup(c, e);
    expect(c.mutate).not.toHaveBeenCalled();
    expect(e.history.replaceState).not.toHaveBeenCalled();
  });

  it('remembers the introducer from an invite link', async () => {
    await startup(client(), env('https://m.example.cn/?introduce_id=77'));
    expect(recallIntroducer()).toEqual({ introduceId: '77', introduceType: '2' });
  });

  it('reloads when a deployment removed a chunk', async () => {
    const e = env('https://m.example.cn/');
    await startup(client(), e);
    const [name, listener] = e.addEventListener.mock.calls[0] as unknown as [string, (ev: Event) => void];
    expect(name).toBe('vite:preloadError');
    const first = new Event('vite:preloadError', { cancelable: true });
    listener(first);
    expect(e.location.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    // The reloaded page misses the chunk again: the error shows instead of a reload loop.
    const second = new Event('vite:preloadError', { cancelable: true });
    listener(second);
    expect(e.location.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('keeps the start fields for the visit (spec §3)', async () => {
    await startup(client(), env('https://m.example.cn/?isMiniProgram=1&isShared=1&live_room=88&introduce_id=5'));
    await startup(client(), env('https://m.example.cn/personal'));
    expect(startParams()).toMatchObject({
      introduceId: '5',
      introduceType: '2',
      isMiniProgram: true,
      isShared: true,
      liveRoom: '88',
    });
  });

  it('starts where the browser refuses its session storage (reading the property throws)', async () => {
    const base = env('https://m.example.cn/?live_room=9&token=t0k');
    const blocked = {
      ...base,
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const c = client();
    await expect(startup(c, blocked)).resolves.toBeUndefined();
    // The visit still knows its start fields for this page load, and the token is still handed over.
    expect(startParams()).toMatchObject({ liveRoom: '9' });
    expect(c.mutate).toHaveBeenCalledTimes(1);
    // A failed chunk then shows the error rather than risk a reload loop it could not detect.
    const [, listener] = base.addEventListener.mock.calls[0] as unknown as [string, (ev: Event) => void];
    const event = new Event('vite:preloadError', { cancelable: true });
    listener(event);
    expect(base.location.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});
