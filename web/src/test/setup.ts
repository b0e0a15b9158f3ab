import { cleanup } from '@testing-library/react';
import { setTimeout as nodeSetTimeout } from 'node:timers';
import { afterEach, beforeAll, vi } from 'vitest';
import { installAntdRenderer } from '../app/antdRender.ts';

installAntdRenderer();

/**
 * Animation frames on Node's own timers, which fake timers do not replace. jsdom runs its frames on
 * a 60 Hz interval that it starts, with whatever `setInterval` is global at that moment, when the
 * first frame is asked for after none was pending. Asked for while a test had faked the timers (by a
 * caller that kept jsdom's function, as react-spring's frame loop does from its first import), the
 * interval belonged to the fake clock: it never fired once the test put the real timers back, and as
 * a frame stayed pending jsdom never started another. Every later frame in that worker's shared
 * jsdom (web/vitest.config.ts: isolate off) waited for ever: antd dialogs never finished closing,
 * in whichever file came next. Installed once per jsdom, before anything keeps a reference.
 */
function installFramesOnNodeTimers(): void {
  const marker = Symbol.for('storefront.test.frames');
  const win = window as unknown as Record<symbol, boolean>;
  if (win[marker]) return;
  win[marker] = true;
  const pending = new Map<number, FrameRequestCallback>();
  let lastId = 0;
  let frameDue = false;
  const runFrame = () => {
    frameDue = false;
    const callbacks = [...pending.values()];
    pending.clear();
    const now = performance.now();
    for (const callback of callbacks) {
      try {
        callback(now);
      } catch (error) {
        console.error(error);
      }
    }
  };
  window.requestAnimationFrame = (callback) => {
    pending.set(++lastId, callback);
    if (!frameDue) {
      frameDue = true;
      nodeSetTimeout(runFrame, 1000 / 60);
    }
    return lastId;
  };
  window.cancelAnimationFrame = (id) => {
    pending.delete(id);
  };
}
installFramesOnNodeTimers();

// jsdom has no layout, so no ResizeObserver or matchMedia; antd-mobile's Tabs and Popup ask for both.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: vi.fn(),
  removeListener: vi.fn(),
  addEventListener: vi.fn(),
  removeEventListener: vi.fn(),
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// @testing-library/react only cleans up by itself when test globals are on; they are off here.
afterEach(() => cleanup());

// Test files share one jsdom per worker (web/vitest.config.ts: isolate off), so each file starts from
// empty storage and the root URL, as it would in a fresh document. (This file runs before each file.)
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
