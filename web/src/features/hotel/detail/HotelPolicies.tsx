import type { HotelPoliciesPageQuery } from '../../../__generated__/graphql.ts';
import { yearsText } from './HotelSummary.tsx';
import './hotelDetail.css';

type PolicyHotel = NonNullable<HotelPoliciesPageQuery['hotel']>;

/** A hotel's policies in full, then what else a guest should know of it. */
export function HotelPolicies({ hotel }: { hotel: PolicyHotel }) {
  const { policies } = hotel;
  return (
    <>
      <section className="sf-card" aria-labelledby="policies-title" data-testid="hotel-policies">
        <h2 id="policies-title" className="sf-hotel-section-title">
          酒店政策
        </h2>
        <dl className="sf-hotel-facts">
          <dt>入住和离店</dt>
          <dd>
            入住时间：{policies.checkInFrom}以后
            <br />
            离店时间：{policies.checkOutBy}以前
          </dd>
          <dt>儿童及加床</dt>
          <dd>{policies.children}</dd>
          <dt>宠物</dt>
          <dd>{policies.pets}</dd>
          <dt>早餐</dt>
          <dd>{policies.breakfast}</dd>
          {policies.extra.length > 0 ? (
            <>
              <dt>温馨提示</dt>
              <dd>
                <ul className="sf-hotel-notes">
                  {policies.extra.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="sf-card" aria-labelledby="hotel-about-title">
        <h2 id="hotel-about-title" className="sf-hotel-section-title">
          酒店简介
        </h2>
        <dl className="sf-hotel-facts">
          <dt>{hotel.name}</dt>
          <dd>{yearsText(hotel)}</dd>
          <dt>联系电话</dt>
          <dd>
            <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`}>{hotel.phone}</a>
          </dd>
          <dt>简介</dt>
          <dd>{hotel.description}</dd>
        </dl>
      </section>
    </>
  );
}
