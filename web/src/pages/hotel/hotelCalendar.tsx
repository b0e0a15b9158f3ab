import { todayInShanghai } from '@storefront/schema/dates';
import { Button, Toast, type CalendarPickerViewRef } from 'antd-mobile';
import { CalendarView } from '../../components/CalendarView.tsx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.tsx';
import { openerOf, returnTo, withParams } from '../../features/hotel/search/returnTo.ts';
import {
  dayName,
  fromLocalDate,
  lastBookableDay,
  MAX_NIGHTS,
  monthDay,
  parseStay,
  stayProblem,
  toLocalDate,
} from '../../features/hotel/search/stay.ts';
import { daysBetween } from '@storefront/schema/dates';
import '../../features/hotel/search/hotelSearch.css';

/**
 * `/hotel/hotelCalendar?checkin&checkout&redirect`: the stay's dates. The first tap is the
 * check-in, the second the check-out (a tap on or before the check-in starts again from it);
 * today to today + 90, at most 28 nights. 确定 returns to `redirect` (the page that opened it) with
 * `checkin` and `checkout` set; any page can open it that way.
 */
export default function HotelCalendarPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = todayInShanghai();
  const initial = parseStay(params, today);
  const opener = openerOf(params, '/hotel');
  const [checkIn, setCheckIn] = useState(initial.checkIn);
  const [checkOut, setCheckOut] = useState<string | null>(initial.checkOut);
  const ref = useRef<CalendarPickerViewRef>(null);
  const last = lastBookableDay(today);

  useEffect(() => {
    // Open on the check-in's month rather than on the window's first.
    const [y, m] = initial.checkIn.split('-').map(Number) as [number, number];
    ref.current?.jumpTo({ year: y, month: m });
    // Only on arrival: later taps keep the month the shopper scrolled to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const tap = (value: [Date, Date] | null) => {
    if (!value) return;
    const [a, b] = value.map(fromLocalDate) as [string, string];
    if (checkOut !== null) {
      // Picking anew: this tap is the check-in.
      setCheckIn(a);
      setCheckOut(null);
      return;
    }
    // The calendar hands back the range in order: the tapped day is the one that is not the check-in.
    const tapped = a === checkIn ? b : a;
    if (tapped <= checkIn) {
      setCheckIn(tapped);
      return;
    }
    if (daysBetween(checkIn, tapped) > MAX_NIGHTS) {
      Toast.show({ content: `最多可预订${MAX_NIGHTS}晚，请重新选择离店日期` });
      return;
    }
    setCheckOut(tapped);
  };

  const confirm = () => {
    if (checkOut === null) return;
    const problem = stayProblem(checkIn, checkOut, today);
    if (problem) {
      Toast.show({ content: problem });
      return;
    }
    returnTo(navigate, withParams(opener, { checkin: checkIn, checkout: checkOut }));
  };

  const nights = checkOut ? daysBetween(checkIn, checkOut) : null;
  return (
    <div className="sf-hotel-calendar">
      <PageHeader title="选择日期" fallback={opener} />
      <div className="sf-hotel-calendar__summary" aria-live="polite">
        <span>
          <small>入住</small> <strong data-testid="calendar-checkin">{monthDay(checkIn)}</strong>{' '}
          <small>{dayName(checkIn, today)}</small>
        </span>
        <span className="sf-hotel-field__nights" data-testid="calendar-nights">
          {nights === null ? '请选离店' : `共${nights}晚`}
        </span>
        <span>
          <small>离店</small>{' '}
          <strong data-testid="calendar-checkout">{checkOut ? monthDay(checkOut) : '--'}</strong>{' '}
          <small>{checkOut ? dayName(checkOut, today) : ''}</small>
        </span>
      </div>
      <p className="sf-hotel-calendar__hint" role="status">
        {checkOut === null ? '请选择离店日期' : '请选择入住日期'}（最多可预订{MAX_NIGHTS}晚，均为北京时间）
      </p>
      <CalendarView
        label="选择入住和离店日期"
        ref={ref}
        title={false}
        selectionMode="range"
        value={[toLocalDate(checkIn), toLocalDate(checkOut ?? checkIn)]}
        allowClear={false}
        min={toLocalDate(today)}
        max={toLocalDate(last)}
        renderBottom={(value) => {
          const date = fromLocalDate(value);
          if (date === checkIn) return '入住';
          if (date === checkOut) return '离店';
          return null;
        }}
        onChange={tap}
      />
      <div className="sf-hotel-calendar__actions">
        <Button block color="primary" disabled={checkOut === null} onClick={confirm}>
          {nights === null ? '请选择离店日期' : `确定（共${nights}晚）`}
        </Button>
      </div>
    </div>
  );
}
