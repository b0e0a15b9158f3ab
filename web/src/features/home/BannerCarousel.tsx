import { useEffect, useRef } from 'react';
import { Swiper, type SwiperRef } from 'antd-mobile';
import type { BannerSwiper_BannerFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

/**
 * The banners as antd-mobile's Swiper: autoplay with a dot indicator; each banner opens its own
 * link. BannerSwiper shows the first banner until this is needed. `turnAtOnce`: mounted because the
 * first banner has had its time on screen, so it moves on to the second at once, as autoplay would.
 */
export default function BannerCarousel({
  banners,
  turnEveryMs,
  turnAtOnce = false,
}: {
  banners: readonly BannerSwiper_BannerFragment[];
  turnEveryMs: number;
  turnAtOnce?: boolean;
}) {
  const swiper = useRef<SwiperRef>(null);
  const several = banners.length > 1;
  useEffect(() => {
    if (turnAtOnce && several) swiper.current?.swipeNext();
  }, [turnAtOnce, several]);
  return (
    <Swiper
      ref={swiper}
      autoplay={several}
      autoplayInterval={turnEveryMs}
      loop={several}
      indicatorProps={{ className: 'sf-home-banners__dots' }}
      indicator={several ? undefined : false}
    >
      {banners.map((banner, i) => (
        <Swiper.Item key={banner.id}>
          <LinkBox link={banner.link} label={banner.title} className="sf-home-banners__item">
            {/* The first slide is the page's largest paint: load it at once. */}
            <LazyImage src={banner.image} alt={banner.title} width={750} height={320} eager={i === 0} />
          </LinkBox>
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
