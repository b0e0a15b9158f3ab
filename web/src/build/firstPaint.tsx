/**
 * Build-time step (scripts/build-first-paint.mjs): the still picture of the home's top that `/`
 * carries so a first visit paints before the app has started. It is drawn here, once per build, by
 * the same components the home draws (HomeHeader, the first banner's picture, the open-app bar), so
 * the still and the live page cannot drift apart; the gateway only fills in the live banner and
 * notice advert, and holds none of this markup. The app removes the still once the home shows its
 * content (app/firstPaint.ts).
 */
import { FIRST_PAINT_SLOTS } from '@storefront/schema/firstPaint';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { OpenAppBar } from '../app/shell/OpenAppBanner.tsx';
import { FIRST_PAINT_ID } from '../app/firstPaint.ts';
import { HomeHeader } from '../features/home/HomeHeader.tsx';
import { LazyImage } from '../features/home/LazyImage.tsx';
import { firstPaintBootScript } from './firstPaintBoot.ts';

/** The home's header as the still draws it: the city is not known until the app runs. */
export function StillHeader() {
  return <HomeHeader cityName="" locating={false} />;
}

function Still({ openAppBanner }: { openAppBanner: boolean }) {
  return (
    <div
      id={FIRST_PAINT_ID}
      aria-hidden="true"
      // A picture: nothing in it can be focused or tapped while it lies over the starting app.
      inert
      data-notice-id={FIRST_PAINT_SLOTS.noticeId}
      data-notice-image={FIRST_PAINT_SLOTS.noticeImage}
      // Laid over the root until the app removes it; the app's frame (.sf-app) by style, so that
      // nothing in the app finds this one when it looks for its own.
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        minHeight: '100vh',
        zIndex: 2000,
        background: 'var(--sf-page-bg)',
      }}
    >
      <div
        style={{
          position: 'relative',
          maxWidth: 'var(--sf-max-width)',
          minHeight: '100vh',
          margin: '0 auto',
          background: 'var(--sf-page-bg)',
        }}
      >
        {openAppBanner && <OpenAppBar />}
        <div className="sf-home">
          <StillHeader />
          <section className="sf-home-banners">
            <div className="sf-home-banners__still">
              <LazyImage
                src={FIRST_PAINT_SLOTS.bannerImage}
                alt={FIRST_PAINT_SLOTS.bannerTitle}
                width={750}
                height={320}
                eager
              />
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

/** The still, with and without the open-app bar (the gateway picks by the visitor's host). */
export function renderFirstPaintStills(): { withOpenAppBar: string; plain: string } {
  // Test ids stay with the live page, so a test finds the one element it means while both are there.
  const render = (openAppBanner: boolean) =>
    renderToStaticMarkup(
      <StaticRouter location="/">
        <Still openAppBanner={openAppBanner} />
      </StaticRouter>,
    )
      .replace(/ data-testid="[^"]*"/g, '')
      // React hoists a preload of the eager picture ahead of the markup; the picture itself comes
      // a few bytes later in the same HTML, so the link would only be a second mention of it.
      .replace(/^<link rel="preload" as="image"[^>]*>/, '');
  return { withOpenAppBar: render(true), plain: render(false) };
}

export { firstPaintBootScript };
export { FIRST_PAINT_FILE } from '@storefront/schema/firstPaint';
