import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installAntdRenderer } from '../app/antdRender.ts';

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

// @testing-library/react only cleans up by itself when test globals are on; they are off here.
afterEach(() => cleanup());
