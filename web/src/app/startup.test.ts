import type { ApolloClient } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recallIntroducer } from '../lib/introducer.ts';
import { startParams } from './startParams.ts';
import { resetStartupForTests, startup, type StartupEnv } from './startup.ts';

function env(href: string) {
  const url = new URL(href);
  return {
    location: { href, search: url.search, reload: vi.fn() },
    history: { state: { idx: 0 }, replaceState: vi.fn() },
    addEventListener: vi.fn(),
    sessionStorage,
  } satisfies StartupEnv;
}

function client(mutate = vi.fn(() => Promise.resolve({ data: null }))) {
  return { mutate } as unknown as ApolloClient<object> & { mutate: typeof mutate };
}

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
      expect.objectContaining({ variables: { input: { token: 't0k' } } }),
    );
    expect(e.history.replaceState).toHaveBeenCalledWith(
      { idx: 0 },
      '',
      '/team/list?class_id=1&keywordSearch=%E4%BA%91%E5%8D%97#x',
    );
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
});
