import { todayInShanghai } from '@storefront/schema/dates';
import { Button, type CalendarPickerViewRef } from 'antd-mobile';
import { CalendarView } from '../../components/CalendarView.tsx';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import {
  checkStay,
  dayName,
  detailUrl,
  fromLocalDate,
  isHotelCode,
  lastStayDay,
  monthDay,
  parseStay,
  toLocalDate,
} from '../../features/hotel/detail/stay.ts';
import '../../features/hotel/detail/hotelDetail.css';

/** The date changer belongs to a hotel: it returns to that hotel's detail. */
export const validate = ({ searchParams }: PageValidationArgs) => isHotelCode(searchParams.get('hotel_code'));

/**
 * `/hotel/hotelChooseOffer?hotel_code&checkin&checkout`: the detail's own date changer. A range
 * from today to today + 90, at most 28 nights, the nights counted as they are picked; 确定 returns
 * to the detail with the new dates, replacing this page in the history so back from the detail
 * does not come here again.
 */
export default function HotelChooseOfferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const today = todayInShanghai();
  const hotelId = params.get('hotel_code') ?? '';
  const current = parseStay(params, today);
  const [range, setRange] = useState<[string, string]>([current.checkIn, current.checkOut]);
  // Between the two taps the range is one day: the check-in is picked, the check-out not yet.
  const picking = range[0] === range[1];
  const checked = picking ? null : checkStay(range[0], range[1], today);
  const last = lastStayDay(today);
  const calendar = useRef<CalendarPickerViewRef>(null);

  useEffect(() => {
    // Open on the check-in's month rather than on the first of the window.
    const [year, month] = current.checkIn.split('-').map(Number) as [number, number];
    calendar.current?.jumpTo({ year, month });
    // Only on arrival: later picks must not move the calendar under the shopper's finger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = (value: Date) => {
    const date = fromLocalDate(value);
    if (date === range[0]) return <span className="sf-hotel-offer__cell-label">入住</span>;
    if (date === range[1]) return <span className="sf-hotel-offer__cell-label">离店</span>;
    return null;
  };

  return (
    <div className="sf-hotel-page sf-hotel-offer">
      <PageHeader title="选择入住日期" fallback={detailUrl(hotelId, current)} />
      <div className="sf-hotel-offer__summary" data-testid="offer-summary">
        <span>
          <small>入住</small>
          {monthDay(range[0])} {dayName(range[0], today)}
        </span>
        <span>{picking ? '—' : `共${checked?.ok ? checked.stay.nights : '-'}晚`}</span>
        <span>
          <small>离店</small>
          {picking ? '请选择' : `${monthDay(range[1])} ${dayName(range[1], today)}`}
        </span>
      </div>
      <p
        className={`sf-hotel-offer__message${checked && !checked.ok ? ' sf-hotel-offer__message--error' : ''}`}
        role={checked && !checked.ok ? 'alert' : 'status'}
      >
        {picking
          ? '请选择离店日期'
          : checked && !checked.ok
            ? checked.message
            : '可预订今天起90天内的房间，单次最多28晚'}
      </p>
      <CalendarView
        label="选择入住和离店日期"
        ref={calendar}
        title={false}
        selectionMode="range"
        value={[toLocalDate(range[0]), toLocalDate(range[1])]}
        allowClear={false}
        min={toLocalDate(today)}
        max={toLocalDate(last)}
        renderTop={label}
        onChange={(value) => {
          if (value) setRange([fromLocalDate(value[0]), fromLocalDate(value[1])]);
        }}
      />
      <div className="sf-hotel-offer__bar">
        <Button
          block
          color="primary"
          shape="rounded"
          className="sf-gradient-button"
          disabled={!checked?.ok}
          onClick={() => {
            if (checked?.ok) navigate(detailUrl(hotelId, checked.stay), { replace: true });
          }}
        >
          {checked?.ok ? `确定（共${checked.stay.nights}晚）` : '确定'}
        </Button>
      </div>
    </div>
  );
}
