import type { ProgressTimers } from './progress.ts';

/** Requests quicker than this never show the overlay (ms). */
export const OVERLAY_DELAY = 200;
/** Once shown, the overlay stays at least this long, so it does not flash (ms). */
export const OVERLAY_MIN_VISIBLE = 400;

export interface OverlayState {
  visible: boolean;
  /** A mutation is pending: the overlay takes the taps, so a form is not submitted twice. */
  blocking: boolean;
}

const HIDDEN: OverlayState = Object.freeze({ visible: false, blocking: false });

/**
 * The loading overlay's state (spec §4 "Loading overlay shows while requests are pending"): shown
 * when requests have been pending for OVERLAY_DELAY, hidden when none is, but not before it has been
 * up for OVERLAY_MIN_VISIBLE.
 */
export function createLoadingOverlay(
  timers: ProgressTimers = globalTimers(),
  now: () => number = () => Date.now(),
) {
  let pending = 0;
  let mutations = 0;
  let state: OverlayState = HIDDEN;
  let showTimer: unknown = null;
  let hideTimer: unknown = null;
  let shownAt = 0;
  const listeners = new Set<() => void>();

  const set = (next: OverlayState) => {
    if (next.visible === state.visible && next.blocking === state.blocking) return;
    state = next;
    for (const listener of listeners) listener();
  };
  const clear = (id: unknown) => {
    if (id !== null) timers.clearTimeout(id);
    return null;
  };

  const update = () => {
    if (pending > 0) {
      hideTimer = clear(hideTimer);
      if (state.visible) set({ visible: true, blocking: mutations > 0 });
      else
        showTimer ??= timers.setTimeout(() => {
          showTimer = null;
          shownAt = now();
          set({ visible: true, blocking: mutations > 0 });
        }, OVERLAY_DELAY);
      return;
    }
    showTimer = clear(showTimer);
    // Taps go through as soon as nothing is pending, even while the overlay fades.
    if (state.blocking) set({ visible: state.visible, blocking: false });
    if (!state.visible || hideTimer !== null) return;
    const wait = Math.max(0, OVERLAY_MIN_VISIBLE - (now() - shownAt));
    hideTimer = timers.setTimeout(() => {
      hideTimer = null;
      set(HIDDEN);
    }, wait);
  };

  return {
    /** A request started; call the returned function once when it ends. */
    begin(kind: 'query' | 'mutation' = 'query'): () => void {
      pending += 1;
      if (kind === 'mutation') mutations += 1;
      update();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        pending -= 1;
        if (kind === 'mutation') mutations -= 1;
        update();
      };
    },
    getState: (): OverlayState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function globalTimers(): ProgressTimers {
  return {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
}
