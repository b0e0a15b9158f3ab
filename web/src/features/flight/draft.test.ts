import { describe, expect, it } from 'vitest';
import {
  addRecent,
  applyRecent,
  cityPickerUrl,
  defaultDraft,
  draftProblem,
  MAX_RECENT,
  normaliseDraft,
  pickCity,
  recentOf,
  searchUrl,
  setDates,
  setPassengers,
  swapCities,
  switchMarket,
  type AirCityRef,
  type SearchDraft,
} from './draft.ts';

const TODAY = '2026-11-20';
const city = (code: string, name: string, international = false): AirCityRef => ({
  code,
  name,
  international,
});
const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('the search form draft', () => {
  it('starts on Beijing to Shanghai tomorrow, and Beijing to Seoul on the international tab', () => {
    const draft = defaultDraft(TODAY);
    expect(searchUrl(draft)).toBe(
      '/air/airList?route_type=1&start_city_code=BJS&start_city_name=%E5%8C%97%E4%BA%AC&end_city_code=SHA&end_city_name=%E4%B8%8A%E6%B5%B7&date=2026-11-21',
    );
    const intl = switchMarket(draft, 'international');
    expect(new URL(searchUrl(intl), 'http://x').pathname).toBe('/air/intAirList');
    expect(query(searchUrl(intl))).toMatchObject({
      start_city_code: 'PEK',
      end_city_code: 'SEL',
      end_city_name: '首尔',
      adult: '1',
      child: '0',
    });
  });

  it('swaps the cities of the current tab only', () => {
    const swapped = swapCities(defaultDraft(TODAY));
    expect(query(searchUrl(swapped))).toMatchObject({ start_city_name: '上海', end_city_name: '北京' });
    expect(swapped.pairs.international.to.name).toBe('首尔');
  });

  it('moves to the international tab when an international city is picked, keeping the other end', () => {
    const draft = pickCity(
      pickCity(defaultDraft(TODAY), 'from', city('CAN', '广州')),
      'to',
      city('TYO', '东京', true),
    );
    expect(draft.market).toBe('international');
    expect(draft.pairs.international).toEqual({ from: city('CAN', '广州'), to: city('TYO', '东京', true) });
    // The domestic route is still there for the other tab.
    expect(draft.pairs.domestic.from.name).toBe('广州');
    expect(draft.pairs.domestic.to.name).toBe('上海');
  });

  it('moves back to domestic when both ends are on the mainland', () => {
    const draft = pickCity(switchMarket(defaultDraft(TODAY), 'international'), 'to', city('SHA', '上海'));
    expect(draft.market).toBe('domestic');
    expect(draft.pairs.domestic).toEqual({ from: city('PEK', '北京'), to: city('SHA', '上海') });
  });

  it('keeps the return on or after the outbound', () => {
    const draft = setDates(defaultDraft(TODAY), '2026-12-10');
    expect(draft.backDate).toBe('2026-12-10');
    expect(setDates(draft, '2026-12-01', '2026-12-05').backDate).toBe('2026-12-05');
  });

  it('builds a round trip with both dates and a cabin preference', () => {
    const draft: SearchDraft = {
      ...setDates(defaultDraft(TODAY), '2026-11-22', '2026-11-26'),
      routeType: 2,
      cabin: 'premium',
    };
    expect(query(searchUrl(draft))).toMatchObject({
      route_type: '2',
      date: '2026-11-22',
      back_date: '2026-11-26',
      cabin: 'premium',
    });
  });

  it('keeps passengers within 1–9 and two children per adult', () => {
    const draft = defaultDraft(TODAY);
    expect(setPassengers(draft, 1, 5)).toMatchObject({ adult: 1, child: 2 });
    expect(setPassengers(draft, 8, 3)).toMatchObject({ adult: 8, child: 1 });
    expect(setPassengers(draft, 0, 0)).toMatchObject({ adult: 1, child: 0 });
  });

  it('refuses the same city at both ends', () => {
    expect(draftProblem(pickCity(defaultDraft(TODAY), 'to', city('BJS', '北京')))).toBe(
      '出发城市和到达城市不能相同',
    );
    expect(draftProblem(defaultDraft(TODAY))).toBeNull();
  });

  it('brings a stored draft up to date and ignores what is not one', () => {
    const old = { ...defaultDraft('2026-10-01'), routeType: 2 };
    const fresh = normaliseDraft(JSON.parse(JSON.stringify(old)), TODAY);
    expect(fresh.date).toBe('2026-11-21');
    expect(fresh.backDate >= fresh.date).toBe(true);
    expect(fresh.routeType).toBe(2);
    expect(normaliseDraft({ market: 'moon' }, TODAY)).toEqual(defaultDraft(TODAY));
    expect(normaliseDraft(null, TODAY)).toEqual(defaultDraft(TODAY));
  });

  it('opens the city picker on the form’s tab', () => {
    expect(cityPickerUrl('from', 'domestic')).toBe('/air/airCitytab?type=start');
    expect(cityPickerUrl('to', 'international')).toBe('/air/airCitytab?type=end&international=1');
  });
});

describe('recent searches', () => {
  it('keep the newest first, once per route, at most six', () => {
    let list = addRecent([], recentOf(defaultDraft(TODAY)));
    const swapped = swapCities(defaultDraft(TODAY));
    list = addRecent(list, recentOf(swapped));
    list = addRecent(list, recentOf(defaultDraft(TODAY)));
    expect(list.map((r) => `${r.pair.from.name}-${r.pair.to.name}`)).toEqual(['北京-上海', '上海-北京']);
    for (let i = 0; i < 10; i++)
      list = addRecent(list, recentOf(pickCity(defaultDraft(TODAY), 'to', city(`C${i}0`, `城${i}`))));
    expect(list).toHaveLength(MAX_RECENT);
  });

  it('put a route back in the form without touching the dates', () => {
    const draft = setDates(defaultDraft(TODAY), '2026-12-01');
    const recent = recentOf(pickCity(defaultDraft(TODAY), 'to', city('SEL', '首尔', true)));
    const applied = applyRecent(draft, recent);
    expect(applied.market).toBe('international');
    expect(applied.pairs.international.to.name).toBe('首尔');
    expect(applied.date).toBe('2026-12-01');
  });
});
