import { lazy, memo, Suspense, useEffect, useState } from 'react';
import type { BannerSwiper_BannerFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

const BannerCarousel = lazy(() => import('./BannerCarousel.tsx'));

/** How long each banner stays before the carousel turns to the next (BannerCarousel's autoplay). */
const BANNER_TURN_MS = 4000;
/** A first picture that never loads must not keep the others from showing for ever. */
const WITHOUT_PICTURE_MS = 8000;

/**
 * The top carousel. The first screen shows the first banner at once, drawn like the carousel's
 * first frame (same box, same dots). The carousel itself (Swiper, react-spring, @use-gesture) is
 * loaded only when it has something to do: when the first turn is due, one turn after that picture
 * showed, or as soon as the shopper touches the banner. Until then it costs the first load
 * nothing, and the page's largest paint is never redrawn by a swap. Memo: as HomeMenu.
 */
export const BannerSwiper = memo(function BannerSwiper({
  banners,
}: {
  banners: readonly BannerSwiper_BannerFragment[];
}) {
  const [carousel, setCarousel] = useState<null | 'touched' | 'turn'>(null);
  const [shown, setShown] = useState(false);
  const several = banners.length > 1;
  useEffect(() => {
    if (!several || carousel) return;
    const timer = setTimeout(() => setCarousel('turn'), shown ? BANNER_TURN_MS : WITHOUT_PICTURE_MS);
    return () => clearTimeout(timer);
  }, [several, carousel, shown]);
  if (banners.length === 0) return null;
  const still = <FirstBanner banners={banners} onShown={() => setShown(true)} />;
  return (
    <section
      className="sf-home-banners"
      aria-label="精选推荐"
      onPointerDown={several && !carousel ? () => setCarousel('touched') : undefined}
    >
      {carousel ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={banners} turnEveryMs={BANNER_TURN_MS} turnAtOnce={carousel === 'turn'} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
});

function FirstBanner({
  banners,
  onShown,
}: {
  banners: readonly BannerSwiper_BannerFragment[];
  onShown: () => void;
}) {
  const first = banners[0]!;
  return (
    <div className="sf-home-banners__still">
      <LinkBox link={first.link} label={first.title} className="sf-home-banners__item">
        <LazyImage src={first.image} alt={first.title} width={750} height={320} eager onLoad={onShown} />
      </LinkBox>
      {banners.length > 1 && (
        <div className="sf-home-banners__still-dots" aria-hidden="true">
          {banners.map((banner, i) => (
            <span key={banner.id} className={i === 0 ? 'sf-home-banners__still-dot--active' : undefined} />
          ))}
        </div>
      )}
    </div>
  );
}
