/** Spec §9: the bar appears only for work that takes longer than this (ms). */
export const PROGRESS_THROTTLE = 200;
/** Spec §9: a shown bar fills in this long at most (ms), even if the work is still going. */
export const PROGRESS_DURATION = 5000;
/** How long the full (or red) bar stays before it is hidden (ms), while it fades out. */
export const PROGRESS_FINISH_HOLD = 300;
const TICK = 100;

export interface ProgressState {
  visible: boolean;
  /** 0–100. */
  percent: number;
  failed: boolean;
}

export interface ProgressTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

type Phase =
  | 'idle' // nothing going on
  | 'waiting' // work going on for less than the throttle: nothing shown yet
  | 'running' // the bar is growing
  | 'finishing' // the bar is full and about to hide
  | 'exhausted'; // the bar completed its 5 s; hidden until the current work settles

const HIDDEN: ProgressState = Object.freeze({ visible: false, percent: 0, failed: false });

/**
 * The top progress bar (spec §2.5, §9) as a small timer-driven machine, apart from the DOM so its
 * timing is testable:
 * - work is counted; the bar shows only if some is still going PROGRESS_THROTTLE ms after it began;
 * - a shown bar grows linearly to 100 % over PROGRESS_DURATION and then completes on its own;
 * - when the last work ends, a shown bar jumps to 100 % and hides after PROGRESS_FINISH_HOLD;
 * - a failure turns it red until it hides.
 */
export function createProgress(timers: ProgressTimers = globalTimers()) {
  let phase: Phase = 'idle';
  let state: ProgressState = HIDDEN;
  let pending = 0;
  let failed = false;
  let timer: unknown = null;
  let exhaustedRun = false;
  const listeners = new Set<() => void>();

  const set = (next: ProgressState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const schedule = (fn: () => void, ms: number) => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = timers.setTimeout(() => {
      timer = null;
      fn();
    }, ms);
  };
  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const toIdle = () => {
    cancel();
    phase = 'idle';
    failed = false;
    exhaustedRun = false;
    if (state !== HIDDEN) set(HIDDEN);
  };
  const toWaiting = () => {
    phase = 'waiting';
    schedule(toRunning, PROGRESS_THROTTLE);
  };
  const toRunning = () => {
    phase = 'running';
    set({ visible: true, percent: 0, failed });
    schedule(tick, TICK);
  };
  const tick = () => {
    const percent = state.percent + (100 * TICK) / PROGRESS_DURATION;
    if (percent >= 100) {
      exhaustedRun = true;
      toFinishing();
      return;
    }
    set({ ...state, percent });
    schedule(tick, TICK);
  };
  const toFinishing = () => {
    phase = 'finishing';
    set({ visible: true, percent: 100, failed });
    schedule(afterFinish, PROGRESS_FINISH_HOLD);
  };
  const afterFinish = () => {
    if (pending === 0) return toIdle();
    set(HIDDEN);
    if (exhaustedRun) {
      phase = 'exhausted';
      return;
    }
    // New work began while the bar was fading: it gets its own throttle.
    failed = false;
    toWaiting();
  };

  const end = () => {
    pending -= 1;
    if (pending > 0) return;
    if (phase === 'waiting' || phase === 'exhausted') toIdle();
    else if (phase === 'running') toFinishing();
  };

  return {
    /** Work started; call the returned function once when it ends (with true if it failed). */
    begin(): (failedWork?: boolean) => void {
      pending += 1;
      if (phase === 'idle') toWaiting();
      let ended = false;
      return (failedWork = false) => {
        if (ended) return;
        ended = true;
        if (failedWork) markFailed();
        end();
      };
    },
    /** Something failed: a shown bar turns red. */
    fail: () => markFailed(),
    getState: (): ProgressState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };

  function markFailed() {
    if (phase === 'idle') return;
    failed = true;
    if (state.visible && !state.failed) set({ ...state, failed: true });
  }
}

export type Progress = ReturnType<typeof createProgress>;

function globalTimers(): ProgressTimers {
  return {
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  };
}
