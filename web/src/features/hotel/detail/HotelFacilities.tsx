import type { HotelFacilitiesPageQuery } from '../../../__generated__/graphql.ts';
import { groupBy } from './hotelInfo.ts';
import './hotelDetail.css';

type FacilityHotel = NonNullable<HotelFacilitiesPageQuery['hotel']>;

/** A hotel's facilities by category (网络, 交通, 娱乐健身 …), in the order the graph lists them. */
export function HotelFacilities({ hotel }: { hotel: FacilityHotel }) {
  const groups = groupBy(hotel.facilities, (f) => f.category);
  if (groups.length === 0) {
    return <p className="sf-card sf-hotel-state">酒店暂未提供设施信息，可致电酒店咨询</p>;
  }
  return (
    <section className="sf-card" aria-label={`${hotel.name}的设施`} data-testid="hotel-facilities">
      {groups.map((group) => (
        <div key={group.key} className="sf-hotel-facility-group" data-testid="facility-group">
          <h2 className="sf-hotel-section-title">{group.key}</h2>
          <ul className="sf-hotel-facility-list">
            {group.items.map((f) => (
              <li key={f.code}>{f.name}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
