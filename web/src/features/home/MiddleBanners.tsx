import { memo } from 'react';
import type { MiddleBanners_BannerFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

/** The strip under the menu: banners side by side, scrolled sideways with snapping. Memo: as HomeMenu. */
export const MiddleBanners = memo(function MiddleBanners({
  banners,
}: {
  banners: readonly MiddleBanners_BannerFragment[];
}) {
  if (banners.length === 0) return null;
  return (
    <section className="sf-home-strip" aria-label="专题推荐">
      {banners.map((banner) => (
        <LinkBox key={banner.id} link={banner.link} label={banner.title} className="sf-home-strip__item">
          <LazyImage src={banner.image} alt={banner.title} width={750} height={320} />
        </LinkBox>
      ))}
    </section>
  );
});
