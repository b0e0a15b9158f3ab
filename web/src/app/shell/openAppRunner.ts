import type { LaunchPlan, LaunchStep } from '../../lib/openApp/index.ts';

/** What the runner needs from the browser; the real one is `browserLaunchEnv`, tests pass fakes. */
export interface LaunchEnv {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  /** Full navigation (`location.href = url`): the app scheme, the store, or a page of this site. */
  navigate: (url: string) => void;
  /** In-app navigation (react-router). */
  route: (to: string) => void;
  copy: (text: string) => void;
  /** Adds a hidden iframe loading `url`; returns its remover. */
  insertFrame: (url: string) => () => void;
  /** The page is not visible now (the app came to the front). */
  isHidden: () => boolean;
  /** Calls back when the page gets hidden; returns the unsubscribe. */
  onHidden: (callback: () => void) => () => void;
}

/**
 * Carries out a `launchPlan` (spec §2.8, §4). Steps at 0 ms run at once, inside the tap's event, so
 * the clipboard write and the scheme navigation still count as user-initiated; later steps run on
 * timers. A `fallback` step navigates only if the page never got hidden since the tap: a page
 * behind a launched app is hidden (or its timers were frozen), so the shopper who has the app is
 * not also sent to the store. Returns a cancel function.
 */
export function runLaunchPlan(plan: LaunchPlan, env: LaunchEnv): () => void {
  let hiddenSinceTap = false;
  let removeFrame: (() => void) | null = null;
  const timers: unknown[] = [];
  const stopWatching = plan.steps.some((s) => s.action === 'fallback')
    ? env.onHidden(() => {
        hiddenSinceTap = true;
      })
    : () => {};

  const run = (step: LaunchStep) => {
    switch (step.action) {
      case 'copy':
        try {
          env.copy(step.text);
        } catch {
          // Deferred deep linking is a nicety; the launch goes on without it.
        }
        break;
      case 'navigate':
        env.navigate(step.url);
        break;
      case 'route':
        env.route(step.to);
        break;
      case 'insert-frame':
        removeFrame?.();
        removeFrame = env.insertFrame(step.url);
        break;
      case 'remove-frame':
        removeFrame?.();
        removeFrame = null;
        break;
      case 'fallback':
        if (!hiddenSinceTap && !env.isHidden()) env.navigate(step.url);
        break;
    }
  };

  const last = plan.steps.reduce((max, s) => Math.max(max, s.at), 0);
  for (const step of plan.steps) {
    if (step.at <= 0) run(step);
    else timers.push(env.setTimeout(() => run(step), step.at));
  }
  // Stop listening once the last step has run (same time as it, queued after it).
  if (last > 0) timers.push(env.setTimeout(stopWatching, last));
  else stopWatching();

  return () => {
    for (const id of timers) env.clearTimeout(id);
    removeFrame?.();
    removeFrame = null;
    stopWatching();
  };
}

/** The browser implementation of `LaunchEnv`. */
export function browserLaunchEnv(route: (to: string) => void): LaunchEnv {
  return {
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
    navigate: (url) => {
      window.location.href = url;
    },
    route,
    copy: copyText,
    insertFrame: (url) => {
      const frame = document.createElement('iframe');
      frame.style.display = 'none';
      frame.setAttribute('aria-hidden', 'true');
      frame.src = url;
      document.body.appendChild(frame);
      return () => frame.remove();
    },
    isHidden: () => document.hidden,
    onHidden: (callback) => {
      const onVisibility = () => {
        if (document.hidden) callback();
      };
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('pagehide', callback);
      return () => {
        document.removeEventListener('visibilitychange', onVisibility);
        window.removeEventListener('pagehide', callback);
      };
    },
  };
}

/**
 * Writes `text` to the clipboard: the async API where the page may use it, else the old
 * select-and-copy on a hidden field (in-app webviews often lack the async API).
 */
function copyText(text: string): void {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    navigator.clipboard.writeText(text).catch(() => legacyCopy(text));
    return;
  }
  legacyCopy(text);
}

function legacyCopy(text: string): void {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  field.style.pointerEvents = 'none';
  document.body.appendChild(field);
  field.select();
  try {
    document.execCommand('copy');
  } finally {
    field.remove();
  }
}
