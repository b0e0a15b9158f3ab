import { Swiper } from 'antd-mobile';
import type { BannerSwiper_BannerFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';

/**
 * The banners as antd-mobile's Swiper: autoplay with a dot indicator; each banner opens its own
 * link. Loaded after the first paint (BannerSwiper shows the first banner until then): Swiper
 * brings react-spring and @use-gesture, a quarter of antd-mobile's weight on the home.
 */
export default function BannerCarousel({ banners }: { banners: readonly BannerSwiper_BannerFragment[] }) {
  return (
    <Swiper
      autoplay={banners.length > 1}
      autoplayInterval={4000}
      loop={banners.length > 1}
      indicatorProps={{ className: 'sf-home-banners__dots' }}
      indicator={banners.length > 1 ? undefined : false}
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
