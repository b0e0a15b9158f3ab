import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PAGE_PATH, IOS_STORE_URL, LAUNCH_TIMERS, TALK_TIP_PATH } from '../../config/app.ts';
import { BROWSER_HOST, detectHost } from '../host/index.ts';
import { launchPlan, type LaunchRequest } from './launchPlan.ts';

const IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const on = (userAgent: string, search = '') => detectHost({ userAgent, search });

const NOW = 1718000000000;
const product: LaunchRequest = { target: { sId: 4000, hId: 3, pId: 42 }, now: NOW };
const home: LaunchRequest = { target: { sId: 1000 }, now: NOW };

describe('launchPlan: spec §4 timers', () => {
  it('are the spec values', () => {
    expect(LAUNCH_TIMERS).toEqual({
      iosStoreCheck: 3100,
      androidFrame: 200,
      androidFrameCleanup: 1000,
      androidDownload: 1300,
    });
  });
});

describe('launchPlan: iOS', () => {
  it('copies, opens the scheme at once, and goes to the store at 3100 ms if still here', () => {
    expect(launchPlan(on(`${IOS} Version/17.4 Safari/604.1`), product)).toEqual({
      mode: 'ios',
      link: 'yoyotrip://detail/4000/3/42',
      steps: [
        { at: 0, action: 'copy', text: `${NOW}#yoyotrip://detail/4000/3/42` },
        { at: 0, action: 'navigate', url: 'yoyotrip://detail/4000/3/42' },
        { at: 3100, action: 'fallback', url: IOS_STORE_URL },
      ],
    });
  });

  it('opens the bare address for the home (spec §2.8 iOS fallback)', () => {
    const plan = launchPlan(on(IOS), home);
    expect(plan.link).toBe('yoyotrip://');
    expect(plan.steps[1]).toEqual({ at: 0, action: 'navigate', url: 'yoyotrip://' });
  });

  it('sends the store visitor to an https App Store page', () => {
    expect(IOS_STORE_URL).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('uses a scheme given in the request', () => {
    expect(launchPlan(on(IOS), { ...product, scheme: 'yoyotest' }).link).toBe('yoyotest://detail/4000/3/42');
  });
});

describe('launchPlan: iOS messaging apps and QQ', () => {
  it.each([
    ['WeChat', `${IOS} MicroMessenger/8.0.49(0x18003129) NetType/WIFI`],
    ['WeCom', `${IOS} wxwork/4.1.22 MicroMessenger/7.0.1`],
    ['QQ', `${IOS} QQ/9.0.30.601 V1_IPH_SQ_9.0.30_1_APP_A`],
    ['QQ Browser', `${IOS} Version/17.4 MQQBrowser/14.7.5 Mobile/15E148 Safari/604.1`],
  ])('%s goes to /talkTip (after copying the link) instead of launching', (_name, userAgent) => {
    expect(launchPlan(on(userAgent), product)).toEqual({
      mode: 'talk-tip',
      link: 'yoyotrip://detail/4000/3/42',
      steps: [
        { at: 0, action: 'copy', text: `${NOW}#yoyotrip://detail/4000/3/42` },
        { at: 0, action: 'route', to: TALK_TIP_PATH },
      ],
    });
    expect(TALK_TIP_PATH).toBe('/talkTip');
  });
});

describe('launchPlan: Android', () => {
  const expected = {
    mode: 'android',
    link: 'yoyotrip://3000/0/BJS/SYX',
    steps: [
      { at: 0, action: 'copy', text: `${NOW}#yoyotrip://3000/0/BJS/SYX` },
      { at: 200, action: 'insert-frame', url: 'yoyotrip://3000/0/BJS/SYX' },
      { at: 1000, action: 'remove-frame' },
      { at: 1300, action: 'fallback', url: DOWNLOAD_PAGE_PATH },
    ],
  };
  const route: LaunchRequest = { target: { sId: 3000, hId: 0, startCity: 'BJS', endCity: 'SYX' }, now: NOW };

  it('copies, frames the scheme at 200 ms, removes the frame at 1000 ms, download page at 1300 ms', () => {
    expect(launchPlan(on(ANDROID), route)).toEqual(expected);
  });

  it('does the same in Android messaging apps and QQ (the /talkTip detour is for iOS)', () => {
    for (const ua of [
      `${ANDROID} MicroMessenger/8.0.47`,
      `${ANDROID} wxwork/4.1.22 MicroMessenger/7.0.1`,
      `${ANDROID} QQ/8.9.28.10155`,
    ]) {
      expect(launchPlan(on(ua), route)).toEqual(expected);
    }
  });

  it('opens the home by category (no iOS bare-address fallback)', () => {
    expect(launchPlan(on(ANDROID), home).link).toBe('yoyotrip://1000');
  });

  it('goes to the download page of this site', () => {
    expect(DOWNLOAD_PAGE_PATH).toBe('/download');
  });
});

describe('launchPlan: hosts that do not launch', () => {
  it('does nothing inside the company app', () => {
    expect(launchPlan(on(`${IOS} YoyoTrip/3.8.0`), product)).toEqual({ mode: 'none', link: null, steps: [] });
    expect(launchPlan(on(`${ANDROID} YoyoTrip/3.6.0`), product)).toEqual({
      mode: 'none',
      link: null,
      steps: [],
    });
  });

  it('does nothing in a mini-program (its web-view cannot launch apps)', () => {
    expect(launchPlan(on(`${IOS} MicroMessenger/8.0.49 miniProgram`), product).mode).toBe('none');
    expect(launchPlan(on(ANDROID, '?isMiniProgram=1'), product).steps).toEqual([]);
  });

  it('sends a desktop straight to the download page', () => {
    expect(launchPlan(BROWSER_HOST, product)).toEqual({
      mode: 'download',
      link: null,
      steps: [{ at: 0, action: 'navigate', url: DOWNLOAD_PAGE_PATH }],
    });
  });
});

describe('launchPlan: step order', () => {
  it('lists steps by time, copying before anything leaves the page', () => {
    for (const ua of [IOS, ANDROID, `${IOS} MicroMessenger/8.0.49`]) {
      const { steps } = launchPlan(on(ua), product);
      expect(steps.map((s) => s.at)).toEqual([...steps.map((s) => s.at)].sort((a, b) => a - b));
      expect(steps[0]?.action).toBe('copy');
    }
  });
});
