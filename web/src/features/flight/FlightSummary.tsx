import type { FlightCard_FlightFragment } from '../../__generated__/graphql.ts';
import { durationText, longDate } from './days.ts';
import { stopsText } from './FlightCard.tsx';

function airportLine(endpoint: FlightCard_FlightFragment['departure']): string {
  return `${endpoint.airport.name}${endpoint.terminal ? ` ${endpoint.terminal}` : ''}`;
}

/**
 * A flight's facts on the detail page: date, airline, number, times, airports with terminals,
 * duration, stops (with how long each lasts), aircraft and meal.
 */
export function FlightSummary({
  flight,
  leg,
  date,
  today,
}: {
  flight: FlightCard_FlightFragment;
  /** 去程 / 返程 on a round trip; nothing on a one-way trip. */
  leg: string | null;
  date: string;
  today: string;
}) {
  return (
    <section className="sf-flight-summary" aria-label={`${leg ?? '航班'}信息`} data-testid="flight-summary">
      <div className="sf-flight-summary__head">
        {leg ? <span className="sf-flight-summary__leg">{leg}</span> : null}
        <span>{longDate(date, today)}</span>
        <span>
          {flight.airline.name} {flight.flightNo}
        </span>
      </div>
      <div className="sf-flight-summary__times">
        <div className="sf-flight-summary__end">
          <strong className="sf-flight-summary__clock">{flight.departure.clock}</strong>
          <span className="sf-flight-summary__airport">{airportLine(flight.departure)}</span>
        </div>
        <div className="sf-flight-summary__middle">
          <span>{durationText(flight.durationMinutes)}</span>
          <span className="sf-flight-card__line" aria-hidden="true" />
          <span>{stopsText(flight.stops)}</span>
        </div>
        <div className="sf-flight-summary__end sf-flight-summary__end--arr">
          <strong className="sf-flight-summary__clock">
            {flight.arrival.clock}
            {flight.arrivalDayOffset > 0 ? <sup> +{flight.arrivalDayOffset}天</sup> : null}
          </strong>
          <span className="sf-flight-summary__airport">{airportLine(flight.arrival)}</span>
        </div>
      </div>
      <div className="sf-flight-summary__foot">
        <span>机型 {flight.aircraft}</span>
        <span>{flight.meal}</span>
        {flight.stops.map((stop) => (
          <span key={stop.airport.code}>
            经停{stop.airport.shortName} {stop.minutes}分钟
          </span>
        ))}
      </div>
    </section>
  );
}
