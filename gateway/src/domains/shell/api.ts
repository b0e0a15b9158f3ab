// The shell's legacy endpoints: tab bar and show-button (schema/src/rest/shell.ts; legacy/CONTRACT.md
// "Shell"), typed by the contract, and the unpaid count of the orders area.
import { restRoutes, type Static } from '@storefront/schema/rest';
import type { ShowButton, Tab } from '@storefront/schema/rest/shell';
import { restMethod } from '../../upstream/rest.ts';

const shell = restRoutes.shell;

export type LegacyTab = Static<typeof Tab>;
export type LegacyShowButton = Static<typeof ShowButton>;

/** A tab as the graph builds it: the backend's four, plus the extra one when switched on. */
export type ShellTab = Omit<LegacyTab, 'key'> & { key: 'HOME' | 'ORDER' | 'SERVICE' | 'MINE' | 'EXTRA' };

/**
 * The parent of `ShellConfig`'s fields: nothing yet. Each field fetches only what it needs (once per
 * request), so a query for `showReport` alone (the home page) does not fetch the tab bar.
 */
export type ShellConfigSource = Record<string, never>;

export const shellApi = {
  tabbar: restMethod(shell.tabbar),
  showButton: restMethod(shell.showButton),
  /** The tab bar's badge: the orders area's count of the member's unpaid orders. */
  unpaidCount: restMethod(restRoutes.order.unpaidCount),
};
