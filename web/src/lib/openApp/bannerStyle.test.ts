import { describe, expect, it } from 'vitest';
import { OPEN_APP_BANNER_STYLES } from '../../config/app.ts';
import { BROWSER_HOST } from '../host/index.ts';
import { bannerStyleFor, routeNameFor } from './bannerStyle.ts';

describe('routeNameFor', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/visa/detail', 'visa-detail'],
    ['/visa/detail/', 'visa-detail'],
    ['/new-tickets', 'new-tickets'],
    ['/new-tickets/scenicList?theme=a', 'new-tickets-scenicList'],
    ['/air/airList#top', 'air-airList'],
    ['/share/:id?', 'share-id'],
    ['/farmer/:id', 'farmer-id'],
    ['/myOrder/orderDeatil', 'myOrder-orderDeatil'],
  ])('%j → %j', (path, name) => {
    expect(routeNameFor(path)).toBe(name);
  });
});

describe('bannerStyleFor', () => {
  it('reads the map', () => {
    expect(bannerStyleFor('index')).toBe('default');
    expect(bannerStyleFor('hotel-hotelList')).toBe('default');
    expect(bannerStyleFor('visa-detail')).toBe('fxieds');
    expect(bannerStyleFor('detail')).toBe('fxieds');
  });

  it('hides the banner on routes the map does not list', () => {
    expect(bannerStyleFor('login')).toBe('none');
    expect(bannerStyleFor('subscribe-pay')).toBe('none');
    expect(bannerStyleFor('')).toBe('none');
  });

  it('is not fooled by Object.prototype names', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(bannerStyleFor(name)).toBe('none');
    }
  });

  it('works from a path through routeNameFor', () => {
    expect(bannerStyleFor(routeNameFor('/new-tickets/detail'))).toBe('fxieds');
    expect(bannerStyleFor(routeNameFor('/'))).toBe('default');
  });

  it('hides the banner in the app and in a mini-program, whatever the route', () => {
    expect(bannerStyleFor('index', { inApp: true, inMiniProgram: false })).toBe('none');
    expect(bannerStyleFor('visa-detail', { inApp: false, inMiniProgram: true })).toBe('none');
    expect(bannerStyleFor('visa-detail', BROWSER_HOST)).toBe('fxieds');
  });

  it('maps only to the three known styles', () => {
    for (const style of Object.values(OPEN_APP_BANNER_STYLES)) {
      expect(['default', 'fxieds', 'none']).toContain(style);
    }
  });
});
