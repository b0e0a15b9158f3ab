import { Link } from 'react-router-dom';
import { useHotelRecommendationsQuery } from '../../../__generated__/graphql.ts';
import { detailUrl, type Stay } from './stay.ts';
import './hotelDetail.css';

/**
 * Other hotels of the city, priced for the same stay, under the detail. Asked once the hotel (and
 * so its city) is known; asked again on every visit, since a hotel's `lowestPrice` in the cache is
 * whichever stay priced it last. Nothing shows while it loads or if it fails: it is extra.
 */
export function HotelRecommendations({
  city,
  excludeId,
  stay,
}: {
  city: string;
  excludeId: string;
  stay: Stay;
}) {
  const { data } = useHotelRecommendationsQuery({
    variables: { city, checkIn: stay.checkIn, checkOut: stay.checkOut, excludeId },
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const hotels = (data?.hotelRecommendations ?? []).filter((h) => h.id !== excludeId);
  if (hotels.length === 0) return null;
  return (
    <section
      className="sf-card sf-hotel-recommend"
      aria-labelledby="hotel-recommend-title"
      data-testid="hotel-recommendations"
    >
      <h2 id="hotel-recommend-title" className="sf-hotel-section-title">
        同城推荐
      </h2>
      <ul className="sf-hotel-recommend__list">
        {hotels.map((hotel) => (
          <li key={hotel.id}>
            <Link className="sf-hotel-recommend__item" to={detailUrl(hotel.id, stay)}>
              <img
                className="sf-hotel-recommend__image"
                src={hotel.cover}
                alt=""
                loading="lazy"
                width={200}
                height={150}
              />
              <span className="sf-hotel-recommend__name">{hotel.name}</span>
              <span className="sf-hotel-recommend__meta">
                {hotel.score.toFixed(1)}分 · {hotel.level.text}
              </span>
              <span className="sf-hotel-recommend__price">
                {hotel.lowestPrice ? (
                  <>
                    {hotel.lowestPrice.text}
                    <small>起</small>
                  </>
                ) : (
                  '满房'
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
