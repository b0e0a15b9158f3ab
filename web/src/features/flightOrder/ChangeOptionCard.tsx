import type { ChangeOptionCard_OptionFragment } from '../../__generated__/graphql.ts';
import { durationText } from './format.ts';

/** A flight to change to: times, airports, flight and cabin, then what the member pays. */
export function ChangeOptionCard({
  option,
  onChoose,
}: {
  option: ChangeOptionCard_OptionFragment;
  onChoose?: () => void;
}) {
  const { flight, fare } = option;
  const body = (
    <>
      <div className="sf-fo-opt__route">
        <div className="sf-fo-opt__end">
          <b>{flight.departure.clock}</b>
          <span>
            {flight.departure.airport.shortName}
            {flight.departure.terminal ?? ''}
          </span>
        </div>
        <div className="sf-fo-opt__mid">
          <span>{durationText(flight.durationMinutes)}</span>
          <span className="sf-fo-seg__arrow" aria-hidden="true" />
          <span>
            {flight.stops.length ? `经停${flight.stops.map((s) => s.airport.shortName).join('、')}` : '直飞'}
          </span>
        </div>
        <div className="sf-fo-opt__end sf-fo-opt__end--right">
          <b>
            {flight.arrival.clock}
            {flight.arrivalDayOffset > 0 && <sup>+{flight.arrivalDayOffset}</sup>}
          </b>
          <span>
            {flight.arrival.airport.shortName}
            {flight.arrival.terminal ?? ''}
          </span>
        </div>
        <div className="sf-fo-opt__price">
          <b>{option.total.fen > 0 ? option.total.text : '免费改'}</b>
          <span>{fare.seatsLeft > 9 ? '座位充足' : `剩${fare.seatsLeft}张`}</span>
        </div>
      </div>
      <div className="sf-fo-opt__meta">
        {flight.airline.shortName} {flight.flightNo} · {flight.aircraft} · {fare.cabinName}(
        {fare.bookingClass})
      </div>
      <div className="sf-fo-opt__fees">
        差价 {option.priceDifference.text} · 改签费 {option.changeFee.text}
      </div>
    </>
  );
  return onChoose ? (
    <button
      type="button"
      className="sf-card sf-fo-opt"
      onClick={onChoose}
      aria-label={`改签到 ${flight.flightNo}`}
    >
      {body}
    </button>
  ) : (
    <div className="sf-fo-opt">{body}</div>
  );
}
