import { lazy, Suspense, useEffect, useState } from 'react';
import type { BannerSwiper_BannerFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

const BannerCarousel = lazy(() => import('./BannerCarousel.tsx'));

/** The carousel takes over this long after the first banner showed up at the latest. */
const CAROUSEL_AFTER_MS = 3000;

/**
 * The top carousel. The first screen shows the first banner at once, drawn like the carousel's
 * first frame (same box, same dots). The carousel itself loads once that picture is on screen (it
 * is the page's largest paint, and must not be redrawn by a later swap) and then takes over.
 */
export function BannerSwiper({ banners }: { banners: readonly BannerSwiper_BannerFragment[] }) {
  const [carousel, setCarousel] = useState(false);
  useEffect(() => {
    if (banners.length === 0) return;
    // A first picture that never loads must not keep the others from showing.
    const timer = setTimeout(() => setCarousel(true), CAROUSEL_AFTER_MS);
    return () => clearTimeout(timer);
  }, [banners.length]);
  if (banners.length === 0) return null;
  const still = <FirstBanner banners={banners} onShown={() => setCarousel(true)} />;
  return (
    <section className="sf-home-banners" aria-label="精选推荐">
      {carousel ? (
        <Suspense fallback={still}>
          <BannerCarousel banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

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
