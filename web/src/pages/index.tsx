import type { ApolloError } from '@apollo/client';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'antd-mobile';
import {
  HomeFloorsQueryDocument,
  HomeMoreSectionsQueryDocument,
  HomePageQueryDocument,
  useHomePageQuery,
} from '../__generated__/graphql.ts';
import { useLocalCity } from '../features/city/useLocalCity.ts';
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

/** Asked for in the home's first render, the lower sections' two skipped until wanted. */
export const queries = [HomePageQueryDocument, HomeFloorsQueryDocument, HomeMoreSectionsQueryDocument];

/**
 * `/`: the storefront's home. One query for the first screen, a second for the sections below it;
 * each section is optional, so a failing upstream (say the weather) hides its section and leaves the
 * rest of the page working.
 */
export default function HomePage() {
  const local = useLocalCity();
  const { data, previousData, loading, error, refetch } = useHomePageQuery({
    variables: { adcode: local.city.adcode },
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  // After a city change the previous city's page stays up until the new one arrives: no blank flash.
  const view = data ?? previousData;
  const home = view?.home;
  // Coming back to the home, the data is at hand on the first render: the whole page is drawn at
  // once so the browser can restore the scroll position. On a first visit the lower sections are
  // asked for and drawn as the shopper nears them (HomeLowerSections).
  const [mountedWithData] = useState(() => view !== undefined);
  // A first visit draws the home in two steps, each in a task and a frame of its own: the top of the
  // first screen (banners, menu, middle banners), then the rest (report entry, weather, notice
  // advert, the start of the lower sections). Drawn and laid out in one go, the whole of it held a
  // phone's main thread for one long stretch. Coming back, everything is drawn at once.
  const [restDrawn, setRestDrawn] = useState(mountedWithData);
  const topDrawn = home !== undefined;
  useEffect(() => {
    if (topDrawn && !restDrawn) return afterNextFrame(() => setRestDrawn(true));
  }, [topDrawn, restDrawn]);
  const weatherFailed = !view?.weather && failedAt(error, 'weather');
  // The server's still picture of the top goes once the page shows its content or its failure.
  const skeleton = !view && loading;
  useEffect(() => {
    if (!skeleton) removeFirstPaint();
  }, [skeleton]);

  let body;
  if (skeleton) body = <HomeSkeleton />;
  else if (!view || !home) {
    body = (
      <div className="sf-home-card sf-home-error" role="alert">
        <LoadFailedPicture />
        <div className="sf-home-error-title">页面加载失败</div>
        <div className="sf-home-error-description">{displayMessage(error)}</div>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          loading={loading}
          onClick={() => void refetch()}
        >
          重新加载
        </Button>
      </div>
    );
  } else {
    body = (
      <>
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
                <Button
                  size="mini"
                  fill="none"
                  color="primary"
                  loading={loading}
                  onClick={() => void refetch()}
                >
                  重试
                </Button>
              </div>
            ) : null}
            <NoticePopup notice={home.notice} />
            <HomeLowerSections adcode={local.city.adcode} cityName={local.city.name} all={mountedWithData} />
          </>
        )}
      </>
    );
  }

  return (
    <LinkLoginProvider loggedIn={!!view?.me}>
      <div className="sf-home">
        <HomeHeader cityName={local.city.name} locating={local.locating && local.source !== 'chosen'} />
        {body}
      </div>
    </LinkLoginProvider>
  );
}
