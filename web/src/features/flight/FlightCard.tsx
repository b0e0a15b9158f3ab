import type { FlightCard_FlightFragment } from '../../__generated__/graphql.ts';
import { durationText } from './days.ts';
import { shownFare, type CabinChoice } from './filters.ts';

/** An airport as lists name it: short name and terminal (`首都T3`). */
export function airportLabel(endpoint: { airport: { shortName: string }; terminal: string | null }): string {
  return `${endpoint.airport.shortName}${endpoint.terminal ?? ''}`;
}

/** `经停 武汉` / `直飞`. */
export function stopsText(stops: FlightCard_FlightFragment['stops']): string {
  if (stops.length === 0) return '直飞';
  return `经停 ${stops.map((s) => s.airport.shortName).join('、')}`;
}

/**
 * One flight of a list: times, airports, duration, stops, airline and the price of its cheapest
 * fare in the chosen cabin. A flight with no seats left there is shown greyed out and cannot be
 * chosen.
 */
export function FlightCard({
  flight,
  cabin,
  onSelect,
}: {
  flight: FlightCard_FlightFragment;
  cabin: CabinChoice | null;
  onSelect?: (flight: FlightCard_FlightFragment) => void;
}) {
  const fare = shownFare(flight.fares, cabin);
  const soldOut = fare === null;
  const choose = () => {
    if (!soldOut) onSelect?.(flight);
  };
  return (
    <article
      className={`sf-flight-card${soldOut ? ' sf-flight-card--sold-out' : ''}`}
      data-testid="flight-card"
      data-flight-id={flight.id}
      role="button"
      tabIndex={soldOut ? -1 : 0}
      aria-disabled={soldOut}
      aria-label={`${flight.airline.shortName}${flight.flightNo} ${flight.departure.clock}出发${
        soldOut ? ' 已售完' : ` ${fare.adultPrice.text}`
      }`}
      onClick={choose}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          choose();
        }
      }}
    >
      <div className="sf-flight-card__main">
        <div className="sf-flight-card__end">
          <strong className="sf-flight-card__clock" data-testid="dep-clock">
            {flight.departure.clock}
          </strong>
          <span className="sf-flight-card__airport">{airportLabel(flight.departure)}</span>
        </div>
        <div className="sf-flight-card__middle">
          <span className="sf-flight-card__duration">{durationText(flight.durationMinutes)}</span>
          <span className="sf-flight-card__line" aria-hidden="true" />
          <span className={flight.stops.length > 0 ? 'sf-flight-card__stops--on' : 'sf-flight-card__stops'}>
            {stopsText(flight.stops)}
          </span>
        </div>
        <div className="sf-flight-card__end sf-flight-card__end--arr">
          <strong className="sf-flight-card__clock">
            {flight.arrival.clock}
            {flight.arrivalDayOffset > 0 ? (
              <sup className="sf-flight-card__offset">+{flight.arrivalDayOffset}天</sup>
            ) : null}
          </strong>
          <span className="sf-flight-card__airport">{airportLabel(flight.arrival)}</span>
        </div>
        <div className="sf-flight-card__price">
          {soldOut ? (
            <span className="sf-flight-card__sold-out">已售完</span>
          ) : (
            <>
              <strong data-testid="flight-price" data-fen={fare.adultPrice.fen}>
                {fare.adultPrice.text}
              </strong>
              <span className="sf-flight-card__fare-note">
                {fare.cabinName} {fare.discountText}
              </span>
            </>
          )}
        </div>
      </div>
      <div className="sf-flight-card__meta">
        <span>
          {flight.airline.shortName}
          {flight.flightNo}
        </span>
        <span>{flight.aircraft}</span>
        <span>{flight.meal}</span>
      </div>
    </article>
  );
}
