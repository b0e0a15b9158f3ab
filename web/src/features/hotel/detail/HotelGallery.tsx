import { Swiper } from 'antd-mobile';
import './hotelDetail.css';

/**
 * Pictures to swipe through with their count (`3/12`). A tap on one calls `onOpen` with its index
 * (the detail opens the gallery, the room type page its full-screen viewer).
 */
export function HotelGallery({
  pictures,
  label,
  onOpen,
}: {
  pictures: readonly { url: string; title?: string }[];
  /** What the pictures are of, for screen readers (the hotel's or room's name). */
  label: string;
  onOpen: (index: number) => void;
}) {
  if (pictures.length === 0)
    return <div className="sf-hotel-gallery sf-hotel-gallery--empty" aria-hidden="true" />;
  return (
    <section className="sf-hotel-gallery" aria-label={`${label}的图片`} data-testid="hotel-gallery">
      <Swiper
        loop={pictures.length > 1}
        indicator={(total, current) => (
          <span className="sf-hotel-gallery__count" data-testid="picture-count">
            {current + 1}/{total}
          </span>
        )}
      >
        {pictures.map((picture, i) => (
          <Swiper.Item key={`${picture.url}#${i}`}>
            <button
              type="button"
              className="sf-hotel-gallery__item"
              aria-label={`查看全部图片（第${i + 1}张${picture.title ? `：${picture.title}` : ''}）`}
              onClick={() => onOpen(i)}
            >
              <img
                className="sf-hotel-gallery__image"
                src={picture.url}
                alt={picture.title ?? ''}
                loading={i === 0 ? 'eager' : 'lazy'}
                width={750}
                height={420}
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
