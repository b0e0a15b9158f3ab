import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/contrast.ts';
import { BROWSER_HOST, detectHost } from '../../lib/host/index.ts';
import {
  activeTabKey,
  DEFAULT_TABS,
  ORDERS_URL,
  showsTabBar,
  tabsToShow,
  tabTarget,
  unpaidBadge,
  type Tab,
} from './tabBar.ts';

const MINI_PROGRAM = detectHost({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI Language/zh_CN miniProgram',
  search: '',
});
const APP = detectHost({
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36 YoyoTrip/3.8.0',
  search: '',
});

const tab = (key: Tab['key'], url: string, extra: Partial<Tab> = {}): Tab => ({
  key,
  name: key,
  icon: `/api/media/tab/${key}.svg`,
  iconHighlight: `/api/media/tab/${key}-on.svg`,
  fontColor: '#666666',
  fontHighlightColor: '#e4007f',
  url,
  ...extra,
});

describe('showsTabBar (spec §2.6)', () => {
  it.each([
    '/',
    '/personal',
    '/personal/',
    '/myOrder/allorder',
    '/myOrder/airOrder',
    '/myOrder/hotelOrder',
    '/myOrder/farmers',
    '/myCoupon/coupon',
    '/profit',
    '/weekend',
  ])('shows on %s', (path) => {
    expect(showsTabBar(path, BROWSER_HOST)).toBe(true);
  });

  it.each([
    '/login',
    '/register',
    '/personal/setting',
    '/myOrder/orderDeatil',
    '/myOrder/airOrder/detail',
    '/myCoupon/useCoupon',
    '/profit/cashout',
    '/weekend/end',
    '/air',
    '/no/such/page',
  ])('hides on %s', (path) => {
    expect(showsTabBar(path, BROWSER_HOST)).toBe(false);
  });

  it('hides inside a mini-program and the company app', () => {
    expect(showsTabBar('/', MINI_PROGRAM)).toBe(false);
    expect(showsTabBar('/personal', APP)).toBe(false);
  });
});

describe('tabsToShow', () => {
  it('uses the built-in tabs when the server gives none', () => {
    expect(tabsToShow(undefined).map((t) => t.name)).toEqual(['首页', '订单', '客服', '我的']);
    expect(tabsToShow([])).toEqual(DEFAULT_TABS);
  });

  it('keeps the server’s names, icons and colours, and puts the extra tab third', () => {
    const tabs = tabsToShow([
      tab('HOME', '/', { name: '首页' }),
      tab('ORDER', ORDERS_URL),
      tab('SERVICE', ''),
      tab('MINE', '/personal'),
      tab('EXTRA', '/weekend', { name: '周末' }),
    ]);
    expect(tabs.map((t) => t.key)).toEqual(['HOME', 'ORDER', 'EXTRA', 'SERVICE', 'MINE']);
    expect(tabs[0]).toMatchObject({ name: '首页', icon: '/api/media/tab/HOME.svg', fontHighlightColor: '#e4007f' });
  });

  it('drops unknown and repeated keys and replaces unusable colours', () => {
    const tabs = tabsToShow([
      tab('HOME', '/'),
      tab('HOME', '/again'),
      { ...tab('MINE', '/personal'), key: 'ADMIN' as Tab['key'] },
      tab('MINE', '/personal', { fontColor: 'red;background:url(x)', name: '  ' }),
    ]);
    expect(tabs.map((t) => t.key)).toEqual(['HOME', 'MINE']);
    expect(tabs[1]).toMatchObject({ fontColor: '#6f6f7a', name: '我的' });
  });

  it('darkens colours too light to read on the white bar just enough for 4.5:1, and keeps the rest', () => {
    const [home, mine] = tabsToShow([
      tab('HOME', '/', { fontColor: '#999999', fontHighlightColor: '#ff6fae' }),
      tab('MINE', '/personal', { fontColor: '#333333' }),
    ]);
    expect(contrastRatio(home!.fontColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(home!.fontColor, '#ffffff')).toBeLessThan(4.7);
    expect(contrastRatio(home!.fontHighlightColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(mine).toMatchObject({ fontColor: '#333333', fontHighlightColor: '#e4007f' });
    for (const t of DEFAULT_TABS) {
      expect(contrastRatio(t.fontColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t.fontHighlightColor, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('activeTabKey', () => {
  const tabs = tabsToShow([tab('HOME', '/'), tab('ORDER', ORDERS_URL), tab('EXTRA', '/weekend'), tab('MINE', '/personal')]);
  it('marks the tab of the current route', () => {
    expect(activeTabKey('/', tabs)).toBe('HOME');
    expect(activeTabKey('/personal', tabs)).toBe('MINE');
    expect(activeTabKey('/myOrder/allorder', tabs)).toBe('ORDER');
    expect(activeTabKey('/myOrder/hotelOrder', tabs)).toBe('ORDER');
    expect(activeTabKey('/weekend', tabs)).toBe('EXTRA');
    expect(activeTabKey('/profit', tabs)).toBeNull();
  });
});

describe('tabTarget', () => {
  it('opens the customer-service popup for 客服', () => {
    expect(tabTarget(tab('SERVICE', '/anything'))).toEqual({ kind: 'service' });
  });

  it('routes to paths on this site', () => {
    expect(tabTarget(tab('ORDER', ORDERS_URL))).toEqual({ kind: 'route', to: ORDERS_URL });
    expect(tabTarget(tab('EXTRA', '/weekend?from=tab'))).toEqual({ kind: 'route', to: '/weekend?from=tab' });
  });

  it('opens company pages, and nothing else', () => {
    expect(tabTarget(tab('EXTRA', 'https://act.yoyotrip.com/mz'))).toEqual({
      kind: 'external',
      href: 'https://act.yoyotrip.com/mz',
    });
    expect(tabTarget(tab('EXTRA', 'https://act.yoyotrip.com.evil.com/'))).toEqual({ kind: 'none' });
    expect(tabTarget(tab('EXTRA', 'javascript:alert(1)'))).toEqual({ kind: 'none' });
    expect(tabTarget(tab('EXTRA', '//evil.example'))).toEqual({ kind: 'none' });
    // A built-in tab with an unusable URL keeps its own route.
    expect(tabTarget(tab('MINE', 'https://evil.example/'))).toEqual({ kind: 'route', to: '/personal' });
  });
});

describe('unpaidBadge', () => {
  it('hides at 0 and caps at 99+', () => {
    expect(unpaidBadge(0)).toBeNull();
    expect(unpaidBadge(null)).toBeNull();
    expect(unpaidBadge(-1)).toBeNull();
    expect(unpaidBadge(3)).toBe('3');
    expect(unpaidBadge(99)).toBe('99');
    expect(unpaidBadge(120)).toBe('99+');
  });
});
