import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import type {
  FlightSummary_EndpointFragment,
  FlightSummary_FareFragment,
  FlightSummary_FlightFragment,
} from '../../__generated__/graphql.ts';
import './flightSummary.css';

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** `11月23日 周一` from a `+08:00` instant, read in Beijing time whatever the phone's zone. */
export function departureDayText(time: string): string {
  const date = time.slice(0, 10);
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return `${m}月${d}日 ${WEEKDAYS[weekday]}`;
}

/** `2小时15分` */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h ? `${h}小时${m ? `${m}分` : ''}` : `${m}分`;
}

function Endpoint({ end, align }: { end: FlightSummary_EndpointFragment; align: 'left' | 'right' }) {
  return (
    <div className={`sf-bk-flight__end sf-bk-flight__end--${align}`}>
      <div className="sf-bk-flight__clock">{end.clock}</div>
      <div className="sf-bk-flight__airport">
        {end.airport.shortName}
        {end.terminal ?? ''}
      </div>
    </div>
  );
}

/**
 * One booked flight: date, times, airports, flight number and the chosen cabin, with the baggage
 * allowance and a link to the fare's rules.
 */
export function FlightSummary({
  flight,
  fare,
  leg,
  rulesLink,
}: {
  flight: FlightSummary_FlightFragment;
  fare: FlightSummary_FareFragment;
  /** `去程` / `返程` on a round trip; nothing on a one-way trip. */
  leg?: string;
  rulesLink?: ReactNode;
}) {
  const stops = flight.stops.map((s) => s.airport.shortName).join('、');
  return (
    <section className="sf-card sf-bk-flight" aria-label={`${leg ?? '航班'} ${flight.flightNo}`}>
      <div className="sf-bk-flight__head">
        {leg ? (
          <Tag color="primary" fill="solid" className="sf-bk-flight__leg">
            {leg}
          </Tag>
        ) : null}
        <span className="sf-bk-flight__date">{departureDayText(flight.departure.time)}</span>
        <span className="sf-bk-flight__cities">
          {flight.departure.airport.cityName} - {flight.arrival.airport.cityName}
        </span>
      </div>
      <div className="sf-bk-flight__route">
        <Endpoint end={flight.departure} align="left" />
        <div className="sf-bk-flight__middle">
          <span>{durationText(flight.durationMinutes)}</span>
          <span className="sf-bk-flight__line" />
          <span>{stops ? `经停${stops}` : '直飞'}</span>
        </div>
        <Endpoint end={flight.arrival} align="right" />
        {flight.arrivalDayOffset > 0 ? (
          <span className="sf-bk-flight__offset">+{flight.arrivalDayOffset}天</span>
        ) : null}
      </div>
      <div className="sf-bk-flight__meta">
        {flight.airline.shortName}
        {flight.flightNo} · {flight.aircraft} · {flight.meal}
      </div>
      <div className="sf-bk-flight__fare">
        <span>
          {fare.cabinName} {fare.discountText} · 托运行李{fare.baggage}
        </span>
        {rulesLink}
      </div>
    </section>
  );
}
