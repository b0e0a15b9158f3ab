import type { HotHotels_HotelFragment } from '../../__generated__/graphql.ts';
import { LazyImage } from './LazyImage.tsx';
import { LinkBox } from './LinkBox.tsx';
import { SectionTitle } from './SectionTitle.tsx';

const STAR_NAMES: Record<number, string> = { 2: '经济型', 3: '舒适型', 4: '高档型', 5: '豪华型' };

/** Popular hotels in the local city; the title names the city. */
export function HotHotels({ cityName, hotels }: { cityName: string; hotels: readonly HotHotels_HotelFragment[] }) {
  if (hotels.length === 0) return null;
  return (
    <section className="sf-home-section" aria-labelledby="hot-hotels" data-testid="hot-hotels">
      <SectionTitle id="hot-hotels" title={`${cityName}热门酒店`} subtitle="口碑好店 住得安心" />
      <div className="sf-home-card sf-hotels">
        {hotels.slice(0, 5).map((hotel) => (
          <LinkBox key={hotel.hotelCode} link={hotel.link} className="sf-hotel">
            <LazyImage className="sf-hotel__image" src={hotel.image} alt={hotel.name} width={690} height={460} />
            <div className="sf-hotel__body">
              <div className="sf-hotel__name">{hotel.name}</div>
              <div className="sf-hotel__rating">
                <span className="sf-hotel__score">{hotel.score.toFixed(1)}分</span>
                <span>{hotel.commentCount}条点评</span>
                <span className="sf-hotel__star">{STAR_NAMES[hotel.star] ?? `${hotel.star}星`}</span>
              </div>
              <div className="sf-hotel__area">{hotel.businessArea}</div>
              <div className="sf-hotel__foot">
                <div className="sf-tags">
                  {hotel.tags.slice(0, 2).map((tag) => (
                    <span key={tag} className="sf-tag">
                      {tag}
                    </span>
                  ))}
                </div>
                <span className="sf-price-row">
                  <span className="sf-price">{hotel.price.text}</span>
                  <span className="sf-price__from">起</span>
                </span>
              </div>
            </div>
          </LinkBox>
        ))}
      </div>
    </section>
  );
}
