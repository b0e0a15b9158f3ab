import { lazy, Suspense } from 'react';
import type { BannerSwiper_BannerFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

const BannerCarousel = lazy(() => import('./BannerCarousel.tsx'));

/**
 * The top carousel. The first screen shows the first banner at once, drawn like the carousel's
 * first frame (same box, same dots); the carousel itself takes over when its chunk has loaded.
 */
export function BannerSwiper({ banners }: { banners: readonly BannerSwiper_BannerFragment[] }) {
  if (banners.length === 0) return null;
  return (
    <section className="sf-home-banners" aria-label="精选推荐">
      <Suspense fallback={<FirstBanner banners={banners} />}>
        <BannerCarousel banners={banners} />
      </Suspense>
    </section>
  );
}

function FirstBanner({ banners }: { banners: readonly BannerSwiper_BannerFragment[] }) {
  const first = banners[0]!;
  return (
    <div className="sf-home-banners__still">
      <LinkBox link={first.link} label={first.title} className="sf-home-banners__item">
        <LazyImage src={first.image} alt={first.title} width={750} height={320} eager />
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
