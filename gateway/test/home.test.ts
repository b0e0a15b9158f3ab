// The home page's graph through the real stand-in: parallel sections, one failing alone, media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const HOME = `query Home($adcode: ID!) {
  home {
    banners { id title image link { __typename type ... on PageLink { url } ... on TourLink { id tripId } ... on JourneyLink { startCityCode } } }
    middleBanners { id }
    menu { name route icon }
    floors { title items { title price { fen text } marketPrice { fen } link { type } } }
    hotDestinations { cityName price { fen } }
    hotHotels(adcode: $adcode) { name cityName price { fen } link { __typename type ... on HotelLink { hotelCode } } }
    hotStores { name goods { name price { fen } } }
    notice { id title }
    themes { title status }
  }
  weather(adcode: $adcode) { city { name } now { temp text } daily { date label tempMax tempMin } }
}`;

async function fault(body: Record<string, unknown> | null) {
  await fetch(`${stack.legacyUrl}/__dev/fault`, {
    method: body ? 'POST' : 'DELETE',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('home page query', () => {
  it('answers every section in one query, one upstream call per resource', async () => {
    const start = stack.legacy.requestLog.length;
    const res = await stack
      .client()
      .gql<{ home: Record<string, unknown[]>; weather: { city: { name: string } } }>(HOME, {
        adcode: '310000',
      });
    expect(res.errors).toBeUndefined();
    const home = res.data!.home;
    for (const key of [
      'banners',
      'middleBanners',
      'menu',
      'floors',
      'hotDestinations',
      'hotHotels',
      'hotStores',
      'themes',
    ]) {
      expect(home[key]!.length, key).toBeGreaterThan(0);
    }
    expect(res.data!.weather.city.name).toBe('上海');
    const calls = stack.legacy.requestLog.slice(start).map((c) => `${c.prefix}${c.path}`);
    // banner twice (home and middle positions), then one call per other resource.
    expect(calls.sort()).toEqual(
      [
        '/api/geo/weather',
        '/api/home/banner',
        '/api/home/banner',
        '/api/home/floor',
        '/api/home/hotDestination',
        '/api/home/hotHotel',
        '/api/home/menu',
        '/api/home/notice',
        '/v2/home/hotStore',
        '/v2/home/themeList',
      ].sort(),
    );
  });

  it('maps money to fen and images to site paths', async () => {
    const res = await stack.client().gql<{
      home: { floors: { items: { price: { fen: number; text: string } }[] }[]; banners: { image: string }[] };
    }>(HOME, { adcode: '110000' });
    const price = res.data!.home.floors[0]!.items[0]!.price;
    expect(Number.isInteger(price.fen)).toBe(true);
    expect(price.text).toMatch(/^¥\d/);
    for (const b of res.data!.home.banners) expect(b.image).toMatch(/^\/media\//);
    const img = await stack.gateway.app.inject({ url: res.data!.home.banners[0]!.image });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
  });

  it("gives each link its family's type and only that family's fields", async () => {
    const res = await stack.client().gql<{
      home: { banners: Record<string, unknown>[]; hotHotels: { link: Record<string, unknown> }[] };
    }>(HOME, { adcode: '110000' });
    const links = res.data!.home.banners.map((b) => b['link'] as Record<string, unknown>);
    // The stand-in's first banner opens a tour departure (type 4).
    expect(links[0]).toEqual({ __typename: 'TourLink', type: 4, id: '2001', tripId: '1' });
    for (const link of links) {
      const family = { 1: 'PageLink', 4: 'TourLink', 9: 'JourneyLink', 10: 'JourneyLink', 12: 'JourneyLink' }[
        link['type'] as number
      ];
      if (family) expect(link['__typename']).toBe(family);
      if (link['__typename'] !== 'PageLink') expect(link).not.toHaveProperty('url');
    }
    for (const { link } of res.data!.home.hotHotels) {
      expect(link).toEqual({ __typename: 'HotelLink', type: 7, hotelCode: expect.stringMatching(/^H\d+/) });
    }
  });

  it('keeps the rest of the page when the weather fails', async () => {
    await fault({ path: '/api/geo/weather', flag: 5000 });
    try {
      const res = await stack
        .client()
        .gql<{ home: { banners: unknown[]; menu: unknown[] }; weather: unknown }>(HOME, {
          adcode: '110000',
        });
      expect(res.data!.weather).toBeNull();
      expect(res.errors).toHaveLength(1);
      expect(res.errors![0]!.path).toEqual(['weather']);
      expect(res.data!.home.banners.length).toBeGreaterThan(0);
      expect(res.data!.home.menu.length).toBeGreaterThan(0);
    } finally {
      await fault(null);
    }
  });

  it('keeps the rest of the home when one home section fails', async () => {
    await fault({ path: '/api/home/floor', flag: 5000 });
    try {
      const res = await stack
        .client()
        .gql<{ home: { floors: unknown; banners: unknown[] } }>(HOME, { adcode: '110000' });
      expect(res.data!.home.floors).toBeNull();
      expect(res.errors!.map((e) => e.path)).toEqual([['home', 'floors']]);
      expect(res.data!.home.banners.length).toBeGreaterThan(0);
    } finally {
      await fault(null);
    }
  });

  it('falls back to the nationwide hotel list for a city without a catalogue, and null weather for an unknown city', async () => {
    const res = await stack.client().gql<{ home: { hotHotels: unknown[] }; weather: unknown }>(HOME, {
      adcode: '999999',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.home.hotHotels.length).toBeGreaterThan(0);
    expect(res.data!.weather).toBeNull();
  });

  it('answers an activity theme, and null for an unknown one', async () => {
    const list = await stack
      .client()
      .gql<{ home: { themes: { id: string }[] } }>('{ home { themes { id } } }');
    const id = list.data!.home.themes[0]!.id;
    const res = await stack
      .client()
      .gql<{ activityTheme: { theme: { id: string }; sections: unknown[] } }>(
        'query T($id: ID!) { activityTheme(id: $id) { theme { id title } backgroundColor sections { title items { title } } } }',
        { id },
      );
    expect(res.data!.activityTheme.theme.id).toBe(id);
    expect(res.data!.activityTheme.sections.length).toBeGreaterThan(0);
    const none = await stack.client().gql('{ activityTheme(id: "999999") { theme { id } } }');
    expect(none.data).toEqual({ activityTheme: null });
  });
});

describe('cities', () => {
  it('lists cities A–Z with hot ones, searches by pinyin initials, locates the default point', async () => {
    const res = await stack.client().gql<{
      cityDirectory: { hot: { name: string }[]; groups: { letter: string }[] };
      searchCities: { name: string }[];
      locateCity: { city: { name: string; adcode: string } };
    }>(
      `{ cityDirectory { hot { name } groups { letter cities { name } } }
         searchCities(keyword: "bj") { name }
         locateCity(longitude: 116.331398, latitude: 39.897445) { city { name adcode } distanceKm } }`,
    );
    const letters = res.data!.cityDirectory.groups.map((g) => g.letter);
    expect(letters).toEqual([...letters].sort());
    expect(res.data!.cityDirectory.hot.length).toBeGreaterThan(0);
    expect(res.data!.searchCities[0]!.name).toBe('北京');
    expect(res.data!.locateCity.city).toEqual({ name: '北京', adcode: '110000' });
  });

  it('answers null for a position far from every city', async () => {
    const res = await stack.client().gql('{ locateCity(longitude: -30, latitude: 0) { city { name } } }');
    expect(res.data).toEqual({ locateCity: null });
  });
});
