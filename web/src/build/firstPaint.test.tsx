import { FIRST_PAINT_SLOTS } from '@storefront/schema/firstPaint';
import { NOTICE_STORAGE_KEY, OPEN_APP_CLOSED_KEY } from '@storefront/schema/host/config';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenAppBar } from '../app/shell/OpenAppBanner.tsx';
import { HomeHeader } from '../features/home/HomeHeader.tsx';
import { LazyImage } from '../features/home/LazyImage.tsx';
import { firstPaintBootScript, renderFirstPaintStills } from './firstPaint.tsx';

const markup = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe('the still of the home’s top', () => {
  const stills = renderFirstPaintStills();

  it('draws the header with the component the live home draws it with, before the city is known', () => {
    // The still carries no test ids (tests mean the live page); otherwise it is the same markup.
    const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');
    const header = markup(<HomeHeader cityName="" locating={false} />);
    expect(header.startsWith('<header class="sf-home-header">')).toBe(true);
    for (const still of [stills.withOpenAppBar, stills.plain]) expect(still).toContain(withoutTestIds(header));
    expect(stills.plain).not.toContain('data-testid');
    // The live home, once it knows the city, draws the same header with the city in it.
    expect(markup(<HomeHeader cityName="上海" locating={false} />)).toBe(
      header.replace('当前城市 ，', '当前城市 上海，').replace(
        'data-testid="home-city"></span>',
        'data-testid="home-city">上海</span>',
      ),
    );
  });

  it('draws the first banner as the live first banner draws its picture, with the gateway’s markers', () => {
    const picture = markup(
      <LazyImage src={FIRST_PAINT_SLOTS.bannerImage} alt={FIRST_PAINT_SLOTS.bannerTitle} width={750} height={320} eager />,
    );
    expect(picture).toContain(`src="${FIRST_PAINT_SLOTS.bannerImage}" alt="${FIRST_PAINT_SLOTS.bannerTitle}"`);
    expect(stills.plain).toContain(`<div class="sf-home-banners__still">${picture.replace(/^<link[^>]*>/, '')}`);
    for (const slot of Object.values(FIRST_PAINT_SLOTS)) expect(stills.plain).toContain(slot);
  });

  it('has the open-app bar the app draws, only in the variant for hosts that show it', () => {
    const bar = markup(<OpenAppBar />);
    expect(stills.withOpenAppBar).toContain(bar);
    expect(stills.plain).not.toContain('sf-open-app');
    expect(stills.withOpenAppBar.replace(bar, '')).toBe(stills.plain);
  });

  it('is hidden from assistive technology: the app beneath it is the page', () => {
    expect(stills.plain).toMatch(/<div id="sf-first-paint" aria-hidden="true"/);
  });
});

describe('the boot script', () => {
  const entry = '/assets/index-Ab12.js';
  const preloads = ['/assets/apollo-Cd34.js', '/assets/home-Ef56.js'];

  /** A browser that reports the first contentful paint as soon as the script asks. */
  class PaintingObserver {
    constructor(private readonly callback: (list: { getEntries(): { name: string }[] }) => void) {}
    observe() {
      setTimeout(() => this.callback({ getEntries: () => [{ name: 'first-contentful-paint' }] }), 1);
    }
  }

  /** Lays a still (as the gateway serves it) into the document and runs the script on it. */
  function boot({ notice = { id: '', image: '' }, paints = true } = {}) {
    vi.stubGlobal('PerformanceObserver', paints ? PaintingObserver : class { observe() {} });
    document.head.innerHTML = '';
    document.body.innerHTML = renderFirstPaintStills()
      .withOpenAppBar.replaceAll(FIRST_PAINT_SLOTS.bannerImage, '/media/banner/a.svg')
      .replaceAll(FIRST_PAINT_SLOTS.bannerTitle, '云南')
      .replaceAll(FIRST_PAINT_SLOTS.noticeId, notice.id)
      .replaceAll(FIRST_PAINT_SLOTS.noticeImage, notice.image);
    new Function(firstPaintBootScript(entry, preloads))();
    // The banner's picture arrives (jsdom loads no pictures: it is told).
    const picture = document.querySelector('#sf-first-paint img')!;
    Object.defineProperty(picture, 'complete', { value: true });
    picture.dispatchEvent(new Event('load'));
  }
  const started = () =>
    document.head.querySelector(`script[type="module"][src="${entry}"]`) !== null;

  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches the app’s scripts only once the still has painted, each preload in a task of its own', async () => {
    boot();
    // Not in the script's own task: the paint is reported, then a frame passes.
    expect(started()).toBe(false);
    await vi.waitFor(() => expect(started()).toBe(true));
    const links = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    await vi.waitFor(() => expect(links()).toEqual(preloads));
  });

  it('fetches the notice advert’s picture with the scripts, only on a device that has not seen it', async () => {
    const notice = { id: '3', image: '/media/notice/n.svg' };
    // jsdom does not reflect `as` to the attribute; the picture's preload is the head's only one.
    const noticeLink = () => document.head.querySelector('link[rel="preload"]');
    boot({ notice });
    await vi.waitFor(() => expect(started()).toBe(true));
    expect(noticeLink()?.getAttribute('href')).toBe('/media/notice/n.svg');
    localStorage.setItem(NOTICE_STORAGE_KEY, JSON.stringify(['3']));
    boot({ notice });
    await vi.waitFor(() => expect(started()).toBe(true));
    expect(noticeLink()).toBeNull();
    localStorage.clear();
    boot();
    await vi.waitFor(() => expect(started()).toBe(true));
    expect(noticeLink()).toBeNull();
  });

  it('starts the app after 3 s in a browser that reports no paint', async () => {
    vi.useFakeTimers();
    boot({ paints: false });
    await vi.advanceTimersByTimeAsync(2900);
    expect(started()).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(started()).toBe(true);
  });

  it('takes the open-app bar away when this session closed it', () => {
    boot();
    expect(document.querySelector('.sf-open-app')).not.toBeNull();
    sessionStorage.setItem(OPEN_APP_CLOSED_KEY, '1');
    boot();
    expect(document.querySelector('.sf-open-app')).toBeNull();
  });
});
