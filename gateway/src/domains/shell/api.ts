// The shell's legacy endpoints: tab bar, show-button, unpaid count (legacy/CONTRACT.md "Shell").
import type { Upstream } from '../../context.ts';
import type { Endpoint } from '../../upstream/index.ts';

export interface LegacyTab {
  key: 'home' | 'order' | 'service' | 'mine';
  name: string;
  icon: string;
  icon_highlight: string;
  font_color: string;
  font_highlight_color: string;
  url: string;
}

export interface LegacyShowButton {
  show_report: 0 | 1;
  show_mz: 0 | 1;
  mz_url: string;
}

/** A tab as the graph builds it: the backend's four, plus the extra one when switched on. */
export type ShellTab = Omit<LegacyTab, 'key'> & { key: 'HOME' | 'ORDER' | 'SERVICE' | 'MINE' | 'EXTRA' };

/**
 * The parent of `ShellConfig`'s fields: nothing yet. Each field fetches only what it needs (once per
 * request), so a query for `showReport` alone (the home page) does not fetch the tab bar.
 */
export type ShellConfigSource = Record<string, never>;

const endpoints = {
  tabbar: { prefix: '/app', method: 'GET', path: '/tabbar' },
  showButton: { prefix: '/app', method: 'GET', path: '/showButton' },
  unpaidCount: { prefix: '/api', method: 'GET', path: '/order/unpaidCount' },
} satisfies Record<string, Endpoint>;

export const shellApi = {
  tabbar: (up: Upstream) => up.call<{ list: LegacyTab[] }>(endpoints.tabbar),
  showButton: (up: Upstream) => up.call<LegacyShowButton>(endpoints.showButton),
  unpaidCount: (up: Upstream) => up.call<{ unpaid_order_num: number }>(endpoints.unpaidCount),
};
