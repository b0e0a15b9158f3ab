import { useReadQuery, type ApolloError, type QueryRef } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Link, useRevalidator } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import {
  HomePageQueryDocument,
  type HomePageQuery,
  type HomePageQueryVariables,
} from '../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../app/page.ts';
import { QueryBoundary } from '../components/pageState/QueryBoundary.tsx';
import { localCityStore, useLocalCity } from '../features/city/useLocalCity.ts';
import { BannerSwiper } from '../features/home/BannerSwiper.tsx';
import { HomeHeader } from '../features/home/HomeHeader.tsx';
import { HomeLowerSections } from '../features/home/HomeLowerSections.tsx';
import { HomeMenu } from '../features/home/HomeMenu.tsx';
import { HomeSkeleton } from '../features/home/HomeSkeleton.tsx';
import { LinkLoginProvider } from '../features/home/LinkBox.tsx';
import { MiddleBanners } from '../features/home/MiddleBanners.tsx';
import { NoticePopup } from '../features/home/NoticePopup.tsx';
import { WeatherCard } from '../features/home/WeatherCard.tsx';
import { removeFirstPaint } from '../app/firstPaint.ts';
import { displayMessage } from '../lib/errors.ts';
import { afterNextFrame } from '../lib/tasks.ts';
import '../features/home/home.css';
import './home.css';

/**
 * The home's failure picture: a plain drawing instead of antd-mobile's ErrorBlock, whose picture and
 * component (about 5 kB gzipped) sat in every first load for a screen almost nobody sees.
 */
function LoadFailedPicture() {
  return (
    <svg className="sf-home-error-picture" viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="28" fill="var(--adm-color-fill-content, #f5f5f5)" />
      <path d="M16 30a22 22 0 0 1 32 0M21 36a15 15 0 0 1 22 0M27 42a7 7 0 0 1 10 0" />
      <path d="M18 18l28 28" />
    </svg>
  );
}

/** True when the response has an error at `path` (e.g. `weather`): that section failed, not the page. */
function failedAt(error: ApolloError | undefined, path: string): boolean {
  return !!error?.graphQLErrors.some((e) => e.path?.join('.').startsWith(path));
}

/** One empty list for every missing section, so that the memoised sections see the same props. */
const NONE: readonly never[] = [];

/**
 * The first screen for the local city as the route loads (errorPolicy 'all': each section fails
 * alone). Coming back, it is in the cache already (`atHand`): then the page draws all at once.
 */
export const loader = ({ preload, client }: PageLoaderArgs) => {
  const variables: HomePageQueryVariables = { adcode: localCityStore(client).getState().city.adcode };
  return {
    adcode: variables.adcode,
    atHand: client.readQuery({ query: HomePageQueryDocument, variables }) !== null,
    home: preload<HomePageQuery, HomePageQueryVariables>(HomePageQueryDocument, {
      variables,
      errorPolicy: 'all',
    }),
  };
};

/**
 * `/`: the storefront's home. One query for the first screen, a second for the sections below it;
 * each section is optional, so a failing upstream (say the weather) hides its section and leaves the
 * rest of the page working.
 */
export default function HomePage() {
  const { home, adcode, atHand } = usePageData<typeof loader>();
  const local = useLocalCity();
  // Another city (located, or chosen): the loader asks for its first screen, and the previous city's
  // page stays up until it comes (the router's transition), so there is no blank flash.
  const revalidator = useRevalidator();
  const cityChanged = local.city.adcode !== adcode;
  useEffect(() => {
    if (cityChanged && revalidator.state === 'idle') void revalidator.revalidate();
  }, [cityChanged, revalidator]);
  return (
    <div className="sf-home">
      <HomeHeader cityName={local.city.name} locating={local.locating && local.source !== 'chosen'} />
      <QueryBoundary
        fallback={<HomeSkeleton />}
        renderError={({ error, retry, retrying }) => (
          <HomeFailed error={error} retrying={retrying} onRetry={retry} />
        )}
      >
        <HomeContent queryRef={home} local={local} atHand={atHand} />
      </QueryBoundary>
    </div>
  );
}

/** The whole first screen failed: why, and 重新加载. The server's still picture goes. */
function HomeFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  useEffect(() => removeFirstPaint(), []);
  return (
    <div className="sf-home-card sf-home-error" role="alert">
      <LoadFailedPicture />
      <div className="sf-home-error-title">页面加载失败</div>
      <div className="sf-home-error-description">{displayMessage(error)}</div>
      <Button color="primary" fill="outline" shape="rounded" loading={retrying} onClick={onRetry}>
        重新加载
      </Button>
    </div>
  );
}

function HomeContent({
  queryRef,
  local,
  atHand,
}: {
  queryRef: QueryRef<HomePageQuery | undefined>;
  local: ReturnType<typeof useLocalCity>;
  atHand: boolean;
}) {
  const [refresh, refreshing] = useRefresh(queryRef);
  const { data: view, error } = useReadQuery(queryRef);
  const home = view?.home;
  // Coming back to the home, the data is at hand on the first render: the whole page is drawn at
  // once so the browser can restore the scroll position. On a first visit the lower sections are
  // asked for and drawn as the shopper nears them (HomeLowerSections).
  const [mountedWithData] = useState(atHand);
  // A first visit draws the home in two steps, each in a task and a frame of its own: the top of the
  // first screen (banners, menu, middle banners), then the rest (report entry, weather, notice
  // advert, the start of the lower sections). Drawn and laid out in one go, the whole of it held a
  // phone's main thread for one long stretch. Coming back, everything is drawn at once.
  const [restDrawn, setRestDrawn] = useState(mountedWithData);
  const topDrawn = home !== undefined && home !== null;
  useEffect(() => {
    if (topDrawn && !restDrawn) return afterNextFrame(() => setRestDrawn(true));
  }, [topDrawn, restDrawn]);
  const weatherFailed = !view?.weather && failedAt(error, 'weather');
  // The server's still picture of the top goes once the page shows its content.
  useEffect(() => removeFirstPaint(), []);

  const reload = () => void refresh().catch(() => undefined);
  if (!view || !home) return <HomeFailed error={error} retrying={refreshing} onRetry={reload} />;
  return (
    <LinkLoginProvider loggedIn={!!view.me}>
      <BannerSwiper banners={home.banners ?? NONE} />
      <HomeMenu entries={home.menu ?? NONE} />
      <MiddleBanners banners={home.middleBanners ?? NONE} />
      {restDrawn && (
        <>
          {view.shellConfig?.showReport && (
            <Link className="sf-home-card sf-report-entry" to="/report" data-testid="report-entry">
              <span className="sf-report-entry__title">我的年度旅行报告</span>
              <span className="sf-report-entry__hint">回顾这一年的足迹 ›</span>
            </Link>
          )}
          {view.weather ? (
            <WeatherCard weather={view.weather} />
          ) : weatherFailed ? (
            <div className="sf-home-card sf-weather-failed" data-testid="weather-failed">
              <span>{local.city.name}天气暂时获取不到</span>
              <Button size="mini" fill="none" color="primary" loading={refreshing} onClick={reload}>
                重试
              </Button>
            </div>
          ) : null}
          <NoticePopup notice={home.notice} />
          <HomeLowerSections adcode={local.city.adcode} cityName={local.city.name} all={mountedWithData} />
        </>
      )}
    </LinkLoginProvider>
  );
}
