import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router-dom';
import type { HotelDetail_HotelFragment } from '../../../__generated__/graphql.ts';
import { distanceText, hotelSubpageUrl, type Stay } from './stay.ts';
import './hotelDetail.css';

/** How many facilities the detail names before 设施详情. */
const FACILITIES_SHOWN = 6;

/** `距地铁人民广场站(1号线/2号线) 480米`; null when no station is within reach. */
export function subwayText(subway: HotelDetail_HotelFragment['nearestSubway']): string | null {
  if (!subway) return null;
  const station = subway.name.endsWith('站') ? subway.name : `${subway.name}站`;
  const line = subway.line ? `(${subway.line})` : '';
  return `距地铁${station}${line} ${distanceText(subway.distanceMeters)}`;
}

/** `2015年开业 · 2021年装修`. */
export function yearsText(hotel: Pick<HotelDetail_HotelFragment, 'openedYear' | 'renovatedYear'>): string {
  const parts = [`${hotel.openedYear}年开业`];
  if (hotel.renovatedYear) parts.push(`${hotel.renovatedYear}年装修`);
  return parts.join(' · ');
}

/**
 * The hotel at a glance: name, level and brand, score and reviews, tags, the address with the
 * nearest subway, and the summaries of its facilities and policies leading to their pages.
 */
export function HotelSummary({ hotel, stay }: { hotel: HotelDetail_HotelFragment; stay: Stay }) {
  const subway = subwayText(hotel.nearestSubway);
  return (
    <section className="sf-card sf-hotel-summary" aria-labelledby="hotel-name" data-testid="hotel-summary">
      <h1 id="hotel-name" className="sf-hotel-summary__name">
        {hotel.name}
      </h1>
      <div className="sf-hotel-summary__meta">
        <span className="sf-hotel-summary__level">{hotel.level.text}</span>
        {hotel.brand ? <span>{hotel.brand}</span> : null}
        <span>{yearsText(hotel)}</span>
      </div>
      <div className="sf-hotel-summary__rating">
        <span className="sf-hotel-summary__score">{hotel.score.toFixed(1)}分</span>
        <span>{hotel.reviewCount}条点评</span>
      </div>
      {hotel.tags.length > 0 ? (
        <ul className="sf-hotel-summary__tags" aria-label="标签">
          {hotel.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      <div className="sf-hotel-summary__address">
        <p>{hotel.address}</p>
        {subway ? <p className="sf-hotel-summary__subway">{subway}</p> : null}
      </div>
      <Link
        className="sf-hotel-summary__row"
        to={hotelSubpageUrl('hotelFacilities', hotel.id, stay)}
        aria-label="设施详情"
      >
        <span className="sf-hotel-summary__row-title">设施</span>
        <span className="sf-hotel-summary__row-body">
          {hotel.facilities.slice(0, FACILITIES_SHOWN).map((f) => (
            <span key={f.code}>{f.name}</span>
          ))}
        </span>
        <span className="sf-hotel-summary__more">
          设施详情
          <RightOutline aria-hidden="true" />
        </span>
      </Link>
      <Link
        className="sf-hotel-summary__row"
        to={hotelSubpageUrl('hoteldetailmsg', hotel.id, stay)}
        aria-label="政策详情"
      >
        <span className="sf-hotel-summary__row-title">政策</span>
        <span className="sf-hotel-summary__row-body">
          <span>{hotel.policies.checkInFrom}后入住</span>
          <span>{hotel.policies.checkOutBy}前离店</span>
        </span>
        <span className="sf-hotel-summary__more">
          政策详情
          <RightOutline aria-hidden="true" />
        </span>
      </Link>
    </section>
  );
}
