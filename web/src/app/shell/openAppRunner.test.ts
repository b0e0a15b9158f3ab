import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_PAGE_PATH, IOS_STORE_URL, TALK_TIP_PATH } from '../../config/app.ts';
import { detectHost } from '../../lib/host/index.ts';
import { launchPlan } from '../../lib/openApp/index.ts';
import { runLaunchPlan, type LaunchEnv } from './openAppRunner.ts';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49 NetType/WIFI Language/zh_CN';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const NOW = 1718000000000;
const target = { sId: 4000, hId: 3, pId: 42 };
const plan = (ua: string) => launchPlan(detectHost({ userAgent: ua, search: '' }), { target, now: NOW });

function fakeEnv() {
  let hidden = false;
  const hiddenListeners = new Set<() => void>();
  const removeFrame = vi.fn();
  const env = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
    navigate: vi.fn(),
    route: vi.fn(),
    copy: vi.fn(),
    insertFrame: vi.fn(() => removeFrame),
    isHidden: () => hidden,
    onHidden: (cb: () => void) => {
      hiddenListeners.add(cb);
      return () => hiddenListeners.delete(cb);
    },
  } satisfies LaunchEnv;
  return {
    env,
    removeFrame,
    listeners: hiddenListeners,
    hide() {
      hidden = true;
      for (const cb of hiddenListeners) cb();
    },
    show() {
      hidden = false;
    },
  };
}

describe('runLaunchPlan', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('iOS: copies and opens the scheme within the tap, then the store at 3100 ms if still here', () => {
    const f = fakeEnv();
    runLaunchPlan(plan(IOS_SAFARI), f.env);
    expect(f.env.copy).toHaveBeenCalledWith(`${NOW}#yoyotrip://detail/4000/3/42`);
    expect(f.env.navigate).toHaveBeenCalledWith('yoyotrip://detail/4000/3/42');
    vi.advanceTimersByTime(3099);
    expect(f.env.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(f.env.navigate).toHaveBeenLastCalledWith(IOS_STORE_URL);
    expect(f.listeners.size).toBe(0);
  });

  it('iOS: no store when the app came to the front, even if the page is visible again by then', () => {
    const f = fakeEnv();
    runLaunchPlan(plan(IOS_SAFARI), f.env);
    vi.advanceTimersByTime(500);
    f.hide();
    vi.advanceTimersByTime(1000);
    f.show();
    vi.advanceTimersByTime(2000);
    expect(f.env.navigate).toHaveBeenCalledTimes(1);
  });

  it('Android: frame at 200 ms, removed at 1000 ms, download page at 1300 ms if still here', () => {
    const f = fakeEnv();
    runLaunchPlan(plan(ANDROID), f.env);
    expect(f.env.copy).toHaveBeenCalledTimes(1);
    expect(f.env.insertFrame).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(f.env.insertFrame).toHaveBeenCalledWith('yoyotrip://detail/4000/3/42');
    vi.advanceTimersByTime(799);
    expect(f.removeFrame).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(f.removeFrame).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    expect(f.env.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(f.env.navigate).toHaveBeenCalledWith(DOWNLOAD_PAGE_PATH);
  });

  it('Android: the app opened, so no download page', () => {
    const f = fakeEnv();
    runLaunchPlan(plan(ANDROID), f.env);
    vi.advanceTimersByTime(400);
    f.hide();
    vi.advanceTimersByTime(2000);
    expect(f.env.navigate).not.toHaveBeenCalled();
  });

  it('iOS WeChat: copies and routes to /talkTip at once', () => {
    const f = fakeEnv();
    runLaunchPlan(plan(IOS_WECHAT), f.env);
    expect(f.env.copy).toHaveBeenCalledTimes(1);
    expect(f.env.route).toHaveBeenCalledWith(TALK_TIP_PATH);
    expect(f.env.navigate).not.toHaveBeenCalled();
    expect(f.listeners.size).toBe(0);
  });

  it('a failing clipboard does not stop the launch', () => {
    const f = fakeEnv();
    f.env.copy.mockImplementation(() => {
      throw new Error('denied');
    });
    runLaunchPlan(plan(IOS_SAFARI), f.env);
    expect(f.env.navigate).toHaveBeenCalledWith('yoyotrip://detail/4000/3/42');
  });

  it('cancel stops pending steps and removes the frame', () => {
    const f = fakeEnv();
    const cancel = runLaunchPlan(plan(ANDROID), f.env);
    vi.advanceTimersByTime(500);
    cancel();
    expect(f.removeFrame).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(f.env.navigate).not.toHaveBeenCalled();
    expect(f.listeners.size).toBe(0);
  });
});
