import { CalendarOutline } from 'antd-mobile-icons';
import type { DayStrip_DayFragment } from '../../__generated__/graphql.ts';
import { dayName, shortDate } from './days.ts';

/** Lowest prices by date, for looking days up (the graph answers a list). */
export function pricesByDate(
  days: readonly DayStrip_DayFragment[] | undefined,
): Map<string, DayStrip_DayFragment> {
  return new Map((days ?? []).map((d) => [d.date, d]));
}

/**
 * The days around the searched date with the lowest price of each; tapping one searches that day.
 * A day's price is `…` until the prices arrive and `--` when nothing is on sale.
 */
export function DayStrip({
  days,
  selected,
  today,
  prices,
  pricesLoaded,
  onPick,
  onMore,
}: {
  /** The dates to show, in order. */
  days: readonly string[];
  selected: string;
  today: string;
  prices: Map<string, DayStrip_DayFragment>;
  pricesLoaded: boolean;
  onPick: (date: string) => void;
  /** Opens the full low-price calendar. */
  onMore: () => void;
}) {
  return (
    <nav className="sf-day-strip" aria-label="选择出发日期">
      <div className="sf-day-strip__days">
        {days.map((date) => {
          const price = prices.get(date)?.price;
          const on = date === selected;
          return (
            <button
              key={date}
              type="button"
              className={`sf-day-strip__day${on ? ' sf-day-strip__day--on' : ''}`}
              aria-pressed={on}
              data-date={date}
              onClick={() => {
                if (!on) onPick(date);
              }}
            >
              <span className="sf-day-strip__name">{dayName(date, today)}</span>
              <span className="sf-day-strip__date">{shortDate(date)}</span>
              <span className="sf-day-strip__price">{price ? price.text : pricesLoaded ? '--' : '…'}</span>
            </button>
          );
        })}
      </div>
      <button type="button" className="sf-day-strip__more" onClick={onMore}>
        <CalendarOutline />
        <span>日历</span>
      </button>
    </nav>
  );
}
