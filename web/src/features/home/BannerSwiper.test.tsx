import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BannerSwiper_BannerFragment } from '../../__generated__/graphql.ts';
import { bannerLink } from './bannerLinkFixture.ts';
import { BannerSwiper } from './BannerSwiper.tsx';

function banner(id: string, title: string): BannerSwiper_BannerFragment {
  return { id, title, image: `/media/banner/${id}.svg`, link: bannerLink({ type: 0 }) };
}
const two = [banner('1', '云南大理丽江6日游'), banner('2', '海南三亚5日游')];

function renderSwiper(banners: BannerSwiper_BannerFragment[]) {
  const { container } = render(
    <MemoryRouter>
      <BannerSwiper banners={banners} />
    </MemoryRouter>,
  );
  return {
    region: screen.getByRole('region', { name: '精选推荐' }),
    carousel: () => container.querySelector('.adm-swiper'),
    still: () => container.querySelector('.sf-home-banners__still'),
  };
}

afterEach(() => vi.useRealTimers());

describe('BannerSwiper', () => {
  it('shows the first banner still, and loads the carousel only when its first turn is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderSwiper(two);
    expect(view.still()).toBeTruthy();
    fireEvent.load(screen.getByRole('img', { name: '云南大理丽江6日游' }));
    act(() => vi.advanceTimersByTime(3900));
    // Had the carousel been asked for, its module (loaded here too) would have rendered by now.
    await act(async () => {
      await import('./BannerCarousel.tsx');
    });
    expect(view.carousel()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await vi.waitFor(() => expect(view.carousel()).toBeTruthy());
    expect(view.still()).toBeNull();
  });

  it('loads the carousel as soon as the shopper touches the banner', async () => {
    const view = renderSwiper(two);
    fireEvent.pointerDown(view.region);
    await vi.waitFor(() => expect(view.carousel()).toBeTruthy());
  });

  it('still turns when the first picture never loads, later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderSwiper(two);
    act(() => vi.advanceTimersByTime(7900));
    expect(view.carousel()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    vi.useRealTimers();
    await vi.waitFor(() => expect(view.carousel()).toBeTruthy());
  });

  it('keeps a single banner still: there is nothing to turn to', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderSwiper([two[0]!]);
    fireEvent.load(screen.getByRole('img', { name: '云南大理丽江6日游' }));
    fireEvent.pointerDown(view.region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(view.carousel()).toBeNull();
    expect(view.still()).toBeTruthy();
  });
});
