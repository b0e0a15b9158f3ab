// First, before anything (antd-mobile's react-spring among it) keeps a reference to the frame function.
import './frames.ts';
import { afterEach, beforeAll, vi } from 'vitest';
import { installAntdRenderer } from '../app/antdRender.ts';
import { closeDialogsAndToasts } from './dialogs.ts';

installAntdRenderer();

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

// @testing-library/react only cleans up by itself when test globals are on; they are off here. The
// dialogs and toasts a test left (outside its tree) go too: test/dialogs.ts.
afterEach(() => closeDialogsAndToasts());

// Test files share one jsdom per worker (web/vitest.config.ts: isolate off), so each file starts from
// empty storage and the root URL, as it would in a fresh document. (This file runs before each file.)
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
