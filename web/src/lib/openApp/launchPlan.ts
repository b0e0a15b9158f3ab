import {
  APP_SCHEME,
  DOWNLOAD_PAGE_PATH,
  IOS_STORE_URL,
  LAUNCH_TIMERS,
  TALK_TIP_PATH,
} from '../../config/app.ts';
import type { HostInfo } from '../host/index.ts';
import { appPath, type AppPathInput } from './appPath.ts';
import { clipboardText, deepLink } from './deepLink.ts';

/**
 * One thing the launcher does, `at` ms after the tap. The runner schedules each with a timer:
 * - `copy`: write `text` to the clipboard (deferred deep linking);
 * - `navigate`: `location.href = url` (the app scheme, the store, or a page of this site);
 * - `route`: navigate inside this app (react-router) to `to`;
 * - `insert-frame`: add a hidden iframe loading `url` (Android launches the scheme this way, so a
 *   missing app does not replace the page with an error);
 * - `remove-frame`: remove that iframe;
 * - `fallback`: `location.href = url`, but only if this page is still visible, i.e. the app did not
 *   open (the runner checks `document.hidden`/`visibilitychange`; a page behind a launched app is
 *   hidden or its timers were suspended).
 */
export type LaunchStep =
  | { at: number; action: 'copy'; text: string }
  | { at: number; action: 'navigate'; url: string }
  | { at: number; action: 'route'; to: string }
  | { at: number; action: 'insert-frame'; url: string }
  | { at: number; action: 'remove-frame' }
  | { at: number; action: 'fallback'; url: string };

/**
 * - `none`: nothing to do (already in the app; a mini-program web-view cannot launch apps);
 * - `ios`, `android`: launch through the scheme with the platform's fallback;
 * - `talk-tip`: iOS messaging apps and QQ block schemes, so explain how to open in Safari;
 * - `download`: neither iOS nor Android (a desktop): there is no app to launch.
 */
export type LaunchMode = 'none' | 'ios' | 'android' | 'talk-tip' | 'download';

export interface LaunchPlan {
  mode: LaunchMode;
  /** The deep link the plan launches or copies, or null when it has none. */
  link: string | null;
  /** Sorted by `at`; steps with the same `at` run in this order (copy before leaving the page). */
  steps: LaunchStep[];
}

export interface LaunchRequest {
  /** Where in the app to land (see `appPath`). */
  target: AppPathInput;
  /** The tap's time (ms since the epoch), stamped on the clipboard text. */
  now: number;
  /** Defaults to `APP_SCHEME`. */
  scheme?: string;
}

export type LaunchHost = Pick<HostInfo, 'kind' | 'inApp' | 'inMiniProgram' | 'isIOS' | 'isAndroid'>;

/** Hosts whose iOS webviews refuse custom schemes (spec §2.1/§2.8: messaging apps and QQ). */
const SCHEME_BLOCKING_KINDS: ReadonlySet<HostInfo['kind']> = new Set(['wechat', 'wecom', 'qq']);

/**
 * What tapping "open now" does on this host (spec §2.8, §4), as data for a small effectful runner:
 * - iOS messaging app or QQ: copy the link, then the `/talkTip` page;
 * - iOS: copy, open the scheme at once, and at 3100 ms go to the App Store if still here;
 * - Android (any browser, WeChat included, as the spec has it): copy, a hidden frame with the
 *   scheme at 200 ms, removed at 1000 ms, and the download page at 1300 ms if still here;
 * - another platform: straight to the download page; in the app or a mini-program: nothing.
 * Times are from the tap (see `LAUNCH_TIMERS`).
 */
export function launchPlan(host: LaunchHost, request: LaunchRequest): LaunchPlan {
  if (host.inApp || host.inMiniProgram) return { mode: 'none', link: null, steps: [] };
  if (!host.isIOS && !host.isAndroid) {
    return { mode: 'download', link: null, steps: [{ at: 0, action: 'navigate', url: DOWNLOAD_PAGE_PATH }] };
  }

  const link = deepLink(request.scheme ?? APP_SCHEME, appPath(request.target, { isIOS: host.isIOS }));
  const copy: LaunchStep = { at: 0, action: 'copy', text: clipboardText(request.now, link) };

  if (host.isIOS && SCHEME_BLOCKING_KINDS.has(host.kind)) {
    return { mode: 'talk-tip', link, steps: [copy, { at: 0, action: 'route', to: TALK_TIP_PATH }] };
  }
  if (host.isIOS) {
    return {
      mode: 'ios',
      link,
      steps: [
        copy,
        { at: 0, action: 'navigate', url: link },
        { at: LAUNCH_TIMERS.iosStoreCheck, action: 'fallback', url: IOS_STORE_URL },
      ],
    };
  }
  return {
    mode: 'android',
    link,
    steps: [
      copy,
      { at: LAUNCH_TIMERS.androidFrame, action: 'insert-frame', url: link },
      { at: LAUNCH_TIMERS.androidFrameCleanup, action: 'remove-frame' },
      { at: LAUNCH_TIMERS.androidDownload, action: 'fallback', url: DOWNLOAD_PAGE_PATH },
    ],
  };
}
