import { type CalendarPickerViewRef } from 'antd-mobile';
import { CalendarView } from '../../components/CalendarView.tsx';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LowPriceCalendar_DayFragment } from '../../__generated__/graphql.ts';
import { fromLocalDate, toLocalDate } from './days.ts';
import './flight.css';

export interface PriceBook {
  /** Price text by date. */
  text: Map<string, string>;
  /** The lowest price of the period, in fen; null when nothing is on sale. */
  cheapest: number | null;
}

/** A period's prices for the calendar: text per day and which is cheapest. */
export function priceBook(days: readonly LowPriceCalendar_DayFragment[] | undefined): PriceBook {
  const text = new Map<string, string>();
  let cheapest: number | null = null;
  for (const day of days ?? []) {
    if (!day.price) continue;
    text.set(day.date, day.price.text);
    if (cheapest === null || day.price.fen < cheapest) cheapest = day.price.fen;
  }
  return { text, cheapest };
}

function isCheapest(
  days: readonly LowPriceCalendar_DayFragment[] | undefined,
  date: string,
  cheapest: number | null,
) {
  if (cheapest === null) return false;
  return days?.some((d) => d.date === date && d.price?.fen === cheapest) ?? false;
}

export type CalendarSelection =
  { mode: 'single'; date: string } | { mode: 'range'; date: string; backDate: string };

/**
 * The low-price calendar: every day from `min` to `max` with its lowest price underneath, the
 * cheapest days highlighted, days outside the window disabled. Single mode finishes on the first
 * tap. Range mode (a round trip) takes the outbound, then the return, showing the way back's prices
 * once the outbound is picked; the return cannot come before the outbound.
 */
export function LowPriceCalendar({
  selection,
  min,
  max,
  prices,
  backPrices,
  onDone,
}: {
  selection: CalendarSelection;
  min: string;
  max: string;
  prices: readonly LowPriceCalendar_DayFragment[] | undefined;
  /** The return route's prices, for the second tap of a round trip. */
  backPrices?: readonly LowPriceCalendar_DayFragment[] | undefined;
  onDone: (selection: CalendarSelection) => void;
}) {
  const ref = useRef<CalendarPickerViewRef>(null);
  // The second tap of a range picks the return.
  const [pickingBack, setPickingBack] = useState(false);
  const [range, setRange] = useState<[Date, Date]>(() => [
    toLocalDate(selection.date),
    toLocalDate(selection.mode === 'range' ? selection.backDate : selection.date),
  ]);
  const shown = pickingBack ? backPrices : prices;
  const book = useMemo(() => priceBook(shown), [shown]);
  const start = fromLocalDate(range[0]);

  useEffect(() => {
    // Open on the selected month rather than on the first one of the window.
    const [y, m] = selection.date.split('-').map(Number) as [number, number];
    ref.current?.jumpTo({ year: y, month: m });
  }, [selection.date]);

  const disabled = (value: Date) => {
    const date = fromLocalDate(value);
    if (date < min || date > max) return true;
    return pickingBack && date < start;
  };
  const bottom = (value: Date) => {
    const date = fromLocalDate(value);
    if (disabled(value)) return null;
    const text = book.text.get(date);
    if (!text) return null;
    const cheap = isCheapest(shown, date, book.cheapest);
    return (
      <span
        className={`sf-low-calendar__price${cheap ? ' sf-low-calendar__price--cheap' : ''}`}
        data-date={date}
      >
        {text}
      </span>
    );
  };

  const hint =
    selection.mode === 'single'
      ? '价格为成人单程最低票价（不含税费），以实际查询为准'
      : pickingBack
        ? '请选择返程日期（价格为返程最低票价）'
        : '请选择去程日期';

  return (
    <div className="sf-low-calendar">
      <p className="sf-low-calendar__hint" role="status">
        {hint}
      </p>
      {selection.mode === 'single' ? (
        <CalendarView
          label="选择日期"
          ref={ref}
          title={false}
          selectionMode="single"
          value={toLocalDate(selection.date)}
          allowClear={false}
          min={toLocalDate(min)}
          max={toLocalDate(max)}
          shouldDisableDate={disabled}
          renderBottom={bottom}
          onChange={(value) => {
            if (value) onDone({ mode: 'single', date: fromLocalDate(value) });
          }}
        />
      ) : (
        <CalendarView
          label="选择日期"
          ref={ref}
          title={false}
          selectionMode="range"
          value={range}
          allowClear={false}
          min={toLocalDate(min)}
          max={toLocalDate(max)}
          shouldDisableDate={disabled}
          renderBottom={bottom}
          onChange={(value) => {
            if (!value) return;
            setRange(value);
            if (!pickingBack) {
              setPickingBack(true);
              return;
            }
            setPickingBack(false);
            onDone({ mode: 'range', date: fromLocalDate(value[0]), backDate: fromLocalDate(value[1]) });
          }}
        />
      )}
    </div>
  );
}
