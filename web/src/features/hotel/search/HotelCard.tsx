import type { HotelCard_HotelFragment } from '../../../__generated__/graphql.ts';
import './hotelSearch.css';

/** `850米` / `1.2公里`. */
export function distanceText(meters: number): string {
  return meters < 1000 ? `${meters}米` : `${(meters / 1000).toFixed(1)}公里`;
}

/** Where the hotel is, in one line: the distance asked about, else the nearest station, else the area. */
export function whereText(hotel: HotelCard_HotelFragment): string {
  if (hotel.distanceMeters !== null && hotel.distanceMeters !== undefined)
    return `距您选择的位置${distanceText(hotel.distanceMeters)}`;
  if (hotel.nearestSubway)
    return `近${hotel.nearestSubway.name}站 · ${distanceText(hotel.nearestSubway.distanceMeters)}`;
  return `${hotel.district} · ${hotel.businessArea}`;
}

/**
 * A hotel as the list and the map show it: cover, name, level, score, where it is, tags and the
 * lowest nightly price of the stay, or 满房 when no plan has a room every night.
 */
export function HotelCard({
  hotel,
  onOpen,
  compact = false,
}: {
  hotel: HotelCard_HotelFragment;
  onOpen: (hotel: HotelCard_HotelFragment) => void;
  /** The map's card: no tags. */
  compact?: boolean;
}) {
  const soldOut = !hotel.lowestPrice;
  return (
    <button
      type="button"
      className={`sf-hotel-card${soldOut ? ' sf-hotel-card--sold-out' : ''}`}
      data-testid="hotel-card"
      data-hotel-id={hotel.id}
      onClick={() => onOpen(hotel)}
    >
      <img className="sf-hotel-card__cover" src={hotel.cover} alt="" loading="lazy" width={96} height={120} />
      <span className="sf-hotel-card__body">
        <span className="sf-hotel-card__name">{hotel.name}</span>
        <span className="sf-hotel-card__line">
          <span className="sf-hotel-card__score">{hotel.score.toFixed(1)}分</span>
          <span>{hotel.reviewCount}条点评</span>
          <span className="sf-hotel-card__level">{hotel.level.text}</span>
        </span>
        <span className="sf-hotel-card__where">{whereText(hotel)}</span>
        {!compact && hotel.tags.length > 0 ? (
          <span className="sf-hotel-card__tags">
            {hotel.tags.slice(0, 3).map((tag) => (
              <span key={tag} className="sf-hotel-card__tag">
                {tag}
              </span>
            ))}
          </span>
        ) : null}
        <span className="sf-hotel-card__price" data-testid="hotel-price">
          {hotel.lowestPrice ? (
            <>
              <strong>{hotel.lowestPrice.text}</strong>
              <small>起</small>
            </>
          ) : (
            <span className="sf-hotel-card__full">满房</span>
          )}
        </span>
      </span>
    </button>
  );
}
