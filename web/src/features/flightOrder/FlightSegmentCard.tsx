import { Tag } from 'antd-mobile';
import type {
  FlightSegmentCard_EndpointFragment,
  FlightSegmentCard_SegmentFragment,
} from '../../__generated__/graphql.ts';
import { dayText, durationText, localDate } from './format.ts';

/** Minutes between two instants that carry their own offsets (so time zones cancel out). */
export function minutesBetween(from: string, to: string): number | null {
  const ms = Date.parse(to) - Date.parse(from);
  return Number.isFinite(ms) && ms >= 0 ? Math.round(ms / 60000) : null;
}

/** Days between the local dates of two ends: `+1` for an arrival the next day. */
export function dayOffset(from: string, to: string): number {
  const days = (Date.parse(localDate(to)) - Date.parse(localDate(from))) / 86_400_000;
  return Number.isFinite(days) ? Math.round(days) : 0;
}

function Endpoint({ end, align }: { end: FlightSegmentCard_EndpointFragment; align: 'left' | 'right' }) {
  return (
    <div className={`sf-fo-seg__end sf-fo-seg__end--${align}`}>
      <div className="sf-fo-seg__clock">{end.clock}</div>
      <div className="sf-fo-seg__airport">
        {end.airport.shortName}
        {end.terminal ?? ''}
      </div>
    </div>
  );
}

/**
 * A booked flight: date, flight number and cabin, then departure and arrival with airports and
 * terminals. `label` names it on a round trip (去程 / 返程) or in a change (原航班 / 新航班).
 */
export function FlightSegmentCard({
  segment,
  label,
}: {
  segment: FlightSegmentCard_SegmentFragment;
  label?: string;
}) {
  const minutes = minutesBetween(segment.departure.time, segment.arrival.time);
  const offset = dayOffset(segment.departure.time, segment.arrival.time);
  return (
    <section className="sf-fo-seg" aria-label={`${segment.flightNo} 航班`}>
      <div className="sf-fo-seg__head">
        {label && (
          <Tag color="primary" fill="outline">
            {label}
          </Tag>
        )}
        <span className="sf-fo-seg__date">{dayText(localDate(segment.departure.time))}</span>
        <span className="sf-fo-seg__cities">
          {segment.departure.airport.cityName} – {segment.arrival.airport.cityName}
        </span>
      </div>
      <div className="sf-fo-seg__route">
        <Endpoint end={segment.departure} align="left" />
        <div className="sf-fo-seg__line">
          <span className="sf-fo-seg__duration">{minutes === null ? '' : durationText(minutes)}</span>
          <span className="sf-fo-seg__arrow" aria-hidden="true" />
        </div>
        <Endpoint end={segment.arrival} align="right" />
        {offset > 0 && <span className="sf-fo-seg__offset">+{offset}天</span>}
      </div>
      <div className="sf-fo-seg__meta">
        {segment.airline.shortName} {segment.flightNo} · {segment.aircraft} · {segment.cabinName}(
        {segment.bookingClass})
      </div>
    </section>
  );
}

/** 去程 / 返程 on a round trip; nothing on a one-way order. */
export function segmentLabel(index: number, count: number): string | undefined {
  if (count < 2) return undefined;
  return index === 0 ? '去程' : '返程';
}
