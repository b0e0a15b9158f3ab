import { ApolloClient, ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { MockLink, type MockedResponse } from '@apollo/client/testing';
import { createCache } from '../app/apollo.ts';
import { FIRST_PAINT_ID } from '../app/firstPaint.ts';
import { GraphQLError } from 'graphql';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HomeFloorsQueryDocument,
  HomeMoreSectionsQueryDocument,
  HomePageQueryDocument,
} from '../__generated__/graphql.ts';
import { pageRoute } from '../app/page.ts';
import { localCityStore, resetLocalCityForTests } from '../features/city/useLocalCity.ts';
import { renderPage } from '../test/renderPage.tsx';
import { bannerLink as link } from '../features/home/bannerLinkFixture.ts';
import { NOTICE_STORAGE_KEY } from '../features/home/noticeMemory.ts';
import type * as LazyImageModule from '../features/home/LazyImage.tsx';
import * as homePage from './index.tsx';
// The lower sections' drawing is a lazy chunk: loaded here once so that no test waits on its first
// transform (in the browser it loads together with the sections' request).
import '../features/home/LowerSectionList.tsx';
import { dialogsGone } from '../test/dialogs.ts';

// Every picture the home draws, in the order drawn: how a test sees which sections were drawn again.
const picturesDrawn = vi.hoisted(() => [] as string[]);
vi.mock('../features/home/LazyImage.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof LazyImageModule>();
  return {
    ...real,
    LazyImage: (props: Parameters<typeof real.LazyImage>[0]) => {
      picturesDrawn.push(props.src);
      return real.LazyImage(props);
    },
  };
});

const money = (fen: number) => ({ __typename: 'Money', fen, text: `¥${fen / 100}` });

function homeData() {
  return {
    me: null,
    shellConfig: { __typename: 'ShellConfig', showReport: true },
    home: {
      __typename: 'HomePage',
      banners: [
        {
          __typename: 'Banner',
          id: '1',
          title: '云南大理丽江6日游',
          image: '/media/banner/1.svg',
          link: link({ type: 4, id: '2001', tripId: '1' }),
        },
        {
          __typename: 'Banner',
          id: '8',
          title: '安心出行',
          image: '/media/banner/8.svg',
          link: link({ type: 0 }),
        },
      ],
      middleBanners: [],
      menu: [
        {
          __typename: 'MenuEntry',
          id: '1',
          name: '机票',
          icon: '/media/icon/a.svg',
          route: '/air',
          badge: '',
        },
        {
          __typename: 'MenuEntry',
          id: '10',
          name: '乡村好物',
          icon: '/media/icon/f.svg',
          route: '/farmer',
          badge: '助农',
        },
      ],
      notice: {
        __typename: 'NoticeAdvert',
        id: '1',
        title: '新人专享 188元出行礼包',
        image: '/media/notice/1.svg',
        link: link({ type: 1, url: 'https://m.yoyotrip.com/activity/newcomer-gift' }),
      },
    },
    weather: null,
  };
}

/** The floors, right below the first screen: their own request. */
function floorsData() {
  return {
    home: {
      __typename: 'HomePage',
      floors: [
        {
          __typename: 'Floor',
          id: '1',
          title: '跟团游 · 当季精选',
          subtitle: '金牌导游',
          moreText: '更多线路',
          moreRoute: '/team?class_id=1',
          items: [
            {
              __typename: 'ProductCard',
              id: '101',
              title: '云南昆明大理丽江6日5晚跟团游',
              subtitle: '洱海骑行',
              price: money(329900),
              marketPrice: money(429900),
              image: '/media/card/101.svg',
              tags: ['纯玩'],
              link: link({ type: 4, id: '2001' }),
            },
          ],
        },
      ],
    },
  };
}

/** The sections after the floors: one more request. */
function moreData() {
  return {
    home: {
      __typename: 'HomePage',
      hotDestinations: [],
      hotHotels: [
        {
          __typename: 'HotHotel',
          hotelCode: 'H110000001',
          name: '北京王府井文华东方酒店',
          cityName: '北京',
          star: 5,
          score: 4.8,
          commentCount: 3862,
          businessArea: '王府井/东单',
          price: money(268000),
          image: '/media/card/h.svg',
          tags: ['奢华'],
          link: link({ type: 7, hotelCode: 'H110000001' }),
        },
      ],
      hotStores: null,
      themes: [],
    },
  };
}

function renderHome(mocks: readonly MockedResponse[], cache = createCache(), link?: ApolloLink) {
  const { router } = renderPage(homePage, {
    url: '/',
    mocks,
    link,
    cache,
    routes: [{ path: '*', element: <p>elsewhere</p> }],
  });
  return router;
}

/**
 * The lower sections come after a second request, their chunk and a frame each: on a loaded machine
 * more than the default second of waiting.
 */
const LOWER = { timeout: 5_000 };

const request = { query: HomePageQueryDocument, variables: { adcode: '110000' } };
const floorsRequest = { query: HomeFloorsQueryDocument };
const moreRequest = { query: HomeMoreSectionsQueryDocument, variables: { adcode: '110000' } };
/** The two requests of the lower sections answering with the fixtures. */
const lowerAnswers = (): MockedResponse[] => [
  { request: floorsRequest, result: { data: floorsData() } },
  { request: moreRequest, result: { data: moreData() } },
];
/** Every request of the home answering with the fixtures. */
const answers = (): MockedResponse[] => [{ request, result: { data: homeData() } }, ...lowerAnswers()];

/** Runs `body` with animation frames held until it calls `drawFrames`, which runs those asked for so far. */
async function withFramesHeld(body: (drawFrames: () => void) => Promise<void>): Promise<void> {
  const frames: FrameRequestCallback[] = [];
  const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  try {
    await body(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
  } finally {
    requestFrame.mockRestore();
  }
}

beforeEach(() => {
  localStorage.clear();
  resetLocalCityForTests();
});
afterEach(() => localStorage.clear());

describe('HomePage', () => {
  it('shows the sections that arrived and hides the one that failed', async () => {
    renderHome([
      {
        request,
        result: {
          data: homeData(),
          errors: [new GraphQLError('服务暂时不可用，请稍后再试', { path: ['weather'] })],
        },
      },
      ...lowerAnswers(),
    ]);
    expect(await screen.findByRole('heading', { name: '跟团游 · 当季精选' }, LOWER)).toBeTruthy();
    expect(screen.getByRole('link', { name: /机票/ }).getAttribute('href')).toBe('/air');
    expect(screen.getByText('助农')).toBeTruthy();
    expect(screen.getByText('¥3299')).toBeTruthy();
    expect(screen.getByText('¥4299').tagName).toBe('DEL');
    expect(await screen.findByRole('heading', { name: '北京热门酒店' }, LOWER)).toBeTruthy();
    expect(screen.queryByTestId('weather')).toBeNull();
    expect(screen.getByTestId('weather-failed').textContent).toContain('北京天气暂时获取不到');
    // The server's show-button switches the yearly-report entry on.
    expect(screen.getByTestId('report-entry').getAttribute('href')).toBe('/report');
    // Banners resolve their links; a type-0 banner is not a link at all.
    expect(screen.getAllByRole('link', { name: '云南大理丽江6日游' })[0]!.getAttribute('href')).toBe(
      '/team/detail?id=2001&trip_id=1',
    );
    expect(screen.queryByRole('link', { name: '安心出行' })).toBeNull();
  });

  it('shows the notice advert once per advert id', async () => {
    renderHome(answers());
    const dialog = await screen.findByRole('dialog', { name: '新人专享 188元出行礼包' });
    expect(JSON.parse(localStorage.getItem(NOTICE_STORAGE_KEY)!)).toEqual(['1']);
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭广告' }));
    await dialogsGone();
  });

  it('does not show an advert already seen', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    renderHome(answers());
    await screen.findByRole('heading', { name: '跟团游 · 当季精选' }, LOWER);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a product card to its route', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    const router = renderHome(answers());
    fireEvent.click(await screen.findByText('云南昆明大理丽江6日5晚跟团游'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/detail'));
    expect(router.state.location.search).toBe('?id=2001');
  });

  it('draws the whole page at once when coming back to it with the data at hand', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    const cache = createCache();
    const first = renderHome(answers(), cache);
    // A first visit draws the lower sections a frame at a time.
    expect(await screen.findByText('— 悠游天下 · 安心出行 —', {}, LOWER)).toBeTruthy();
    first.dispose();
    cleanup();

    renderHome([], cache);
    // No waiting for frames or requests: the hotels and the end of the page come with the top.
    await screen.findByRole('link', { name: /机票/ });
    expect(screen.getByRole('heading', { name: '北京热门酒店' })).toBeTruthy();
    expect(screen.getByText('— 悠游天下 · 安心出行 —')).toBeTruthy();
  });

  it('offers a reload when the whole page fails', async () => {
    renderHome([{ request, error: new TypeError('Failed to fetch') }, ...answers()]);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('heading', { name: '跟团游 · 当季精选' }, LOWER)).toBeTruthy();
  });

  it('keeps the first screen when the sections below it fail, and offers to load them again', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    renderHome([
      { request, result: { data: homeData() } },
      { request: floorsRequest, error: new TypeError('Failed to fetch') },
      ...lowerAnswers(),
    ]);
    const failed = await screen.findByTestId('home-lower-failed');
    expect(failed.textContent).toContain('网络不给力');
    expect(screen.getByRole('link', { name: /机票/ })).toBeTruthy();
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '跟团游 · 当季精选' }, LOWER)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '北京热门酒店' }, LOWER)).toBeTruthy();
    expect(screen.queryByTestId('home-lower-failed')).toBeNull();
  });

  it('keeps the floors when the sections after them fail, and offers to load those again', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    renderHome([
      { request, result: { data: homeData() } },
      { request: floorsRequest, result: { data: floorsData() } },
      { request: moreRequest, error: new TypeError('Failed to fetch') },
      { request: moreRequest, result: { data: moreData() } },
    ]);
    const failed = await screen.findByTestId('home-lower-failed', {}, LOWER);
    expect(screen.getByRole('heading', { name: '跟团游 · 当季精选' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '北京热门酒店' })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '北京热门酒店' }, LOWER)).toBeTruthy();
    expect(await screen.findByText('— 悠游天下 · 安心出行 —', {}, LOWER)).toBeTruthy();
    expect(screen.queryByTestId('home-lower-failed')).toBeNull();
    expect(screen.getAllByRole('heading', { name: '跟团游 · 当季精选' })).toHaveLength(1);
  });

  it('asks for each part of the lower sections only once the shopper nears it', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    // Where the end of what is drawn sits: two screens down at first, then near, then two screens
    // down again once the floors are drawn (they fill the screen).
    let near = false;
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const far = !near || document.querySelector('[data-testid="floor"]') !== null;
      const top = this.classList.contains('sf-home-more') && far ? 2 * window.innerHeight : 0;
      return { top, bottom: top, left: 0, right: 0, width: 0, height: 0, x: 0, y: top, toJSON: () => ({}) };
    });
    const asked: string[] = [];
    const mocks = answers().map((m): MockedResponse => ({
      ...m,
      result: () => {
        asked.push((m.request.query.definitions[0] as { name: { value: string } }).name.value);
        return m.result as FetchResult;
      },
    }));
    renderHome(mocks);
    await screen.findByRole('link', { name: /机票/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['HomePageQuery']);
    expect(screen.queryByTestId('floor')).toBeNull();

    // Scrolled near: the floors are asked for and drawn, and nothing after them yet.
    near = true;
    fireEvent.scroll(document);
    expect(await screen.findByRole('heading', { name: '跟团游 · 当季精选' }, LOWER)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual(['HomePageQuery', 'HomeFloorsQuery']);
    expect(screen.queryByRole('heading', { name: '北京热门酒店' })).toBeNull();

    // Scrolled on to the end of the floors: the rest is asked for, then drawn.
    rect.mockReturnValue({
      top: 0,
      bottom: 0,
      left: 0,
      right: 0,
      width: 0,
      height: 0,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.scroll(document);
    expect(await screen.findByRole('heading', { name: '北京热门酒店' }, LOWER)).toBeTruthy();
    expect(asked).toEqual(['HomePageQuery', 'HomeFloorsQuery', 'HomeMoreSectionsQuery']);
    rect.mockRestore();
  });

  it('draws the top of the first screen first, and the rest in a later task, after a frame', async () => {
    await withFramesHeld(async (drawFrames) => {
      renderHome(answers());
      await screen.findByRole('link', { name: /机票/ });
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Until the browser has drawn the top, nothing below it is built.
      expect(screen.queryByTestId('report-entry')).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.querySelector('.sf-home-more')).toBeNull();
      drawFrames();
      expect(await screen.findByTestId('report-entry')).toBeTruthy();
      expect(await screen.findByRole('dialog', { name: '新人专享 188元出行礼包' })).toBeTruthy();
    });
  });

  it('does not draw the top again as it draws the rest of the first screen', async () => {
    picturesDrawn.length = 0;
    await withFramesHeld(async (drawFrames) => {
      renderHome(answers());
      await screen.findByRole('link', { name: /机票/ });
      const top = ['/media/banner/1.svg', '/media/icon/a.svg', '/media/icon/f.svg'];
      const drawn = () => picturesDrawn.filter((src) => top.includes(src)).length;
      const topDraws = drawn();
      expect(topDraws).toBeGreaterThanOrEqual(top.length);
      drawFrames();
      expect(await screen.findByTestId('report-entry')).toBeTruthy();
      expect(drawn()).toBe(topDraws);
    });
  });

  it('asks for the first screen as the route loads, before the page first renders', async () => {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName);
      return new Observable(() => {});
    });
    const client = new ApolloClient({ link, cache: createCache() });
    // The router alone, never rendered: its loader has asked already.
    const router = createMemoryRouter([{ path: '/', ...pageRoute(homePage, client) }], {
      initialEntries: ['/'],
    });
    await waitFor(() => expect(asked).toEqual(['HomePageQuery']));
    router.dispose();
  });

  it("takes the server's still picture of the top away once the page shows its content", async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    const still = document.createElement('div');
    still.id = FIRST_PAINT_ID;
    document.body.append(still);
    // The first screen's answer held until the skeleton has been seen.
    let answer = () => {};
    const mocks = new MockLink(answers(), true);
    const held = new ApolloLink((operation, forward) =>
      operation.operationName !== 'HomePageQuery'
        ? forward(operation)
        : new Observable<FetchResult>((observer) => {
            answer = () => forward(operation).subscribe(observer);
          }),
    );
    renderHome([], createCache(), held.concat(mocks));
    // While the skeleton shows, the picture stays over it.
    expect(await screen.findByLabelText('加载中')).toBeTruthy();
    expect(document.getElementById(FIRST_PAINT_ID)).not.toBeNull();
    answer();
    await screen.findByRole('link', { name: /机票/ });
    expect(document.getElementById(FIRST_PAINT_ID)).toBeNull();
  });

  it('after a city change, keeps the previous city’s page up until the new one arrives', async () => {
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['1']));
    const shanghai = { adcode: '310000' };
    const shanghaiHome = homeData();
    shanghaiHome.home.banners = [shanghaiHome.home.banners[1]!];
    // Shanghai's first screen held until the test has seen Beijing's still up.
    let answer = () => {};
    const mocks = new MockLink(
      [...answers(), { request: { ...request, variables: shanghai }, result: { data: shanghaiHome } }],
      true,
    );
    const held = new ApolloLink((operation, forward) =>
      operation.operationName === 'HomePageQuery' && operation.variables['adcode'] === '310000'
        ? new Observable<FetchResult>((observer) => {
            answer = () => forward(operation).subscribe(observer);
          })
        : forward(operation),
    );
    const { client } = renderPage(homePage, { url: '/', link: held.concat(mocks), cache: createCache() });
    expect(await screen.findAllByRole('link', { name: '云南大理丽江6日游' })).not.toHaveLength(0);
    localCityStore(client).choose({ name: '上海', adcode: '310000', longitude: 121.47, latitude: 31.23 });
    await waitFor(() => expect(screen.getByTestId('home-city').textContent).toBe('上海'));
    // Asked for Shanghai, not answered yet: Beijing's page stays, no skeleton.
    expect(screen.getAllByRole('link', { name: '云南大理丽江6日游' })).not.toHaveLength(0);
    expect(screen.queryByLabelText('加载中')).toBeNull();
    answer();
    await waitFor(() => expect(screen.queryAllByRole('link', { name: '云南大理丽江6日游' })).toHaveLength(0));
  });

  it('asks for the chosen city and names it in the header', async () => {
    localStorage.setItem(
      'sf.localCity.chosen',
      JSON.stringify({ name: '上海', adcode: '310000', longitude: 121.47, latitude: 31.23 }),
    );
    const more = moreData();
    more.home.hotHotels[0]!.cityName = '上海';
    const variables = { adcode: '310000' };
    renderHome([
      { request: { ...request, variables }, result: { data: homeData() } },
      { request: floorsRequest, result: { data: floorsData() } },
      { request: { ...moreRequest, variables }, result: { data: more } },
    ]);
    expect((await screen.findByTestId('home-city')).textContent).toBe('上海');
    expect(await screen.findByRole('heading', { name: '上海热门酒店' }, LOWER)).toBeTruthy();
  });
});
