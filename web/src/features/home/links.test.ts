import { describe, expect, it, vi } from 'vitest';
import type { LinkBox_LinkFragment } from '../../__generated__/graphql.ts';
import { resolveBannerLink } from '../../lib/links/index.ts';
import { BROWSER_HOST } from '../../lib/host/index.ts';
import { isAppRoute, openTarget, toBannerLinkInput } from './links.ts';

const EMPTY: LinkBox_LinkFragment = {
  type: 0,
  url: null,
  classId: null,
  index: null,
  destinationCity: null,
  keywordSearch: null,
  tags: null,
  id: null,
  tripId: null,
  city: null,
  cityName: null,
  search: null,
  tag: null,
  hotelCode: null,
  startCityCode: null,
  startCityName: null,
  endCityCode: null,
  endCityName: null,
  adult: null,
  child: null,
  country: null,
  countryName: null,
  visaId: null,
  key: null,
  categoryId: null,
  theme: null,
  keyword: null,
  scenicCode: null,
};

const ctx = { today: '2026-11-22', isLoggedIn: false, host: BROWSER_HOST };
const resolve = (link: Partial<LinkBox_LinkFragment>) => resolveBannerLink(toBannerLinkInput({ ...EMPTY, ...link }), ctx);

describe('toBannerLinkInput', () => {
  it('renames every camelCase field to the spec name the resolver reads', () => {
    const input = toBannerLinkInput({
      ...EMPTY,
      type: 3,
      classId: '1',
      destinationCity: '三亚',
      keywordSearch: '海岛',
      tags: ['亲子', '海景'],
      tripId: '7',
      hotelCode: 'H1',
      startCityCode: 'BJS',
      startCityName: '北京',
      endCityCode: 'SYX',
      endCityName: '三亚',
      visaId: '301',
      categoryId: '2',
      scenicCode: 'S1',
    });
    expect(input).toMatchObject({
      type: 3,
      class_id: '1',
      destination_city: '三亚',
      keywordSearch: '海岛',
      tags: ['亲子', '海景'],
      trip_id: '7',
      hotel_code: 'H1',
      start_city_code: 'BJS',
      start_city_name: '北京',
      end_city_code: 'SYX',
      end_city_name: '三亚',
      visa_id: '301',
      categoryId: '2',
      scenic_code: 'S1',
    });
  });

  it('gives the resolver what each home link type needs', () => {
    expect(resolve({ type: 4, id: '2001', tripId: '1' })).toEqual({ kind: 'route', to: '/team/detail?id=2001&trip_id=1' });
    expect(resolve({ type: 7, hotelCode: 'H460200001' })).toEqual({
      kind: 'route',
      to: '/hotel/hoteldetail?hotel_code=H460200001&checkin=2026-11-22&checkout=2026-11-23',
    });
    expect(resolve({ type: 9, startCityCode: 'BJS', startCityName: '北京', endCityCode: 'SYX', endCityName: '三亚' }))
      .toMatchObject({ kind: 'route', to: expect.stringMatching(/^\/air\/airList\?route_type=1&start_city_code=BJS/) });
    expect(resolve({ type: 12, startCityName: '北京', endCityName: '上海' })).toMatchObject({
      to: expect.stringMatching(/^\/train\/trainList\?start_city_name=/),
    });
    expect(resolve({ type: 16, visaId: '301' })).toEqual({ kind: 'route', to: '/visa/detail?id=301' });
    expect(resolve({ type: 18, key: '信丰脐橙合作社', categoryId: '0' })).toMatchObject({
      to: '/farmer/searchList?key=%E4%BF%A1%E4%B8%B0%E8%84%90%E6%A9%99%E5%90%88%E4%BD%9C%E7%A4%BE&categoryId=0',
    });
    expect(resolve({ type: 22, scenicCode: 'S110000001' })).toEqual({
      kind: 'route',
      to: '/new-tickets/detail?scenic_code=S110000001',
    });
    expect(resolve({ type: 1, url: 'https://m.yoyotrip.com/activity/member-day' })).toMatchObject({ kind: 'external' });
    expect(resolve({ type: 0 })).toEqual({ kind: 'none' });
  });
});

describe('openTarget', () => {
  const env = () => ({ navigate: vi.fn(), assign: vi.fn() });

  it('navigates to a route and loads a company page', () => {
    const e = env();
    expect(openTarget({ kind: 'route', to: '/air' }, e)).toBe(true);
    expect(e.navigate).toHaveBeenCalledWith('/air');
    expect(openTarget({ kind: 'external', url: 'https://m.yoyotrip.com/x' }, e)).toBe(true);
    expect(e.assign).toHaveBeenCalledWith('https://m.yoyotrip.com/x');
  });

  it('opens a mini-program page through the JS-SDK when it is there', () => {
    const navigateTo = vi.fn();
    const e = { ...env(), sdk: { wx: { miniProgram: { navigateTo } } } };
    expect(openTarget({ kind: 'mini-program', path: '/pages/hotel/index' }, e)).toBe(true);
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/hotel/index' });
    expect(openTarget({ kind: 'mini-program', path: '/pages/hotel/index' }, env())).toBe(false);
  });

  it('does nothing for no link', () => {
    const e = env();
    expect(openTarget({ kind: 'none' }, e)).toBe(false);
    expect(e.navigate).not.toHaveBeenCalled();
    expect(e.assign).not.toHaveBeenCalled();
  });
});

describe('isAppRoute', () => {
  it.each([
    ['/air', true],
    ['/team/list?class_id=3&keywordSearch=%E5%91%A8', true],
    ['', false],
    ['air', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a\nb', false],
  ])('%j → %s', (route, ok) => expect(isAppRoute(route)).toBe(ok));
});
