import { Link } from 'react-router-dom';
import { dayName, monthDay, type Stay } from './stay.ts';
import './hotelDetail.css';

/** The stay's dates and nights; a tap changes them on `to` (the detail's hotelChooseOffer). */
export function StayBar({ stay, today, to }: { stay: Stay; today: string; to: string }) {
  return (
    <Link
      className="sf-card sf-hotel-stay"
      to={to}
      data-testid="stay-bar"
      aria-label={`修改日期，当前${monthDay(stay.checkIn)}入住，${monthDay(stay.checkOut)}离店，共${stay.nights}晚`}
    >
      <span className="sf-hotel-stay__day">
        <small>入住</small>
        <strong>{monthDay(stay.checkIn)}</strong>
        <small>{dayName(stay.checkIn, today)}</small>
      </span>
      <span className="sf-hotel-stay__nights">共{stay.nights}晚</span>
      <span className="sf-hotel-stay__day">
        <small>离店</small>
        <strong>{monthDay(stay.checkOut)}</strong>
        <small>{dayName(stay.checkOut, today)}</small>
      </span>
      <span className="sf-hotel-stay__change">修改</span>
    </Link>
  );
}
