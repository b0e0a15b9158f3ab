import { Button, CalendarPicker, List, Radio } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ChangeStart_OrderFragment } from '../../__generated__/graphql.ts';
import { addDays, isValidDate, todayInShanghai } from '@storefront/schema/dates';
import { FlightSegmentCard, segmentLabel } from './FlightSegmentCard.tsx';
import { dayText, localDate } from './format.ts';
import { Section } from '../../components/order/Section.tsx';
import { PassengerPicker, isChoosable, validChoice } from './PassengerPicker.tsx';
import { changeOptionsUrl, joinIds, parseIds } from './routes.ts';

/** Flights are sold from today to 89 days ahead; a change can only move within that window. */
export const CHANGE_WINDOW_DAYS = 89;

/** `YYYY-MM-DD` as a local Date at midnight, for the calendar (which works in device dates). */
const asLocalDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const fromLocalDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * /myOrder/airOrder/airChange and interChange (申请改签): the flight to change (when a round trip),
 * who moves, and the new date, then the flights of that day. Every choice is kept in the URL.
 */
export function ChangeStart({
  order,
  today = todayInShanghai(),
}: {
  order: ChangeStart_OrderFragment;
  today?: string;
}) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [calendarOpen, setCalendarOpen] = useState(false);

  const segmentIndex = params.get('segment') === '1' && order.segments.length > 1 ? 1 : 0;
  const segment = order.segments.find((s) => s.index === segmentIndex) ?? order.segments[0];
  // Everyone still flying moves together by default (the stand-in requires it; a backend that
  // allows fewer gets the member's own choice). An emptied choice stays empty.
  const chosen = params.has('passengerIds')
    ? validChoice(order.passengers, parseIds(params.get('passengerIds')))
    : order.passengers.filter(isChoosable).map((p) => p.id);
  const last = addDays(today, CHANGE_WINDOW_DAYS);
  const asked = params.get('date');
  const date = asked && isValidDate(asked) && asked >= today && asked <= last ? asked : null;

  const keep = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  if (!order.actions.canChange || !segment) {
    return (
      <Section title="申请改签">
        <p className="sf-fo-rule">该订单当前不可改签，如有疑问请联系客服 400-850-1666。</p>
      </Section>
    );
  }

  const ready = !!date && chosen.length > 0;
  return (
    <>
      {order.segments.length > 1 ? (
        <Section title="选择改签航班">
          <Radio.Group value={segmentIndex} onChange={(v) => keep('segment', String(v))}>
            {order.segments.map((s) => (
              <div key={s.index} className="sf-fo-choice">
                <Radio value={s.index}>{segmentLabel(s.index, order.segments.length)}</Radio>
                <FlightSegmentCard segment={s} />
              </div>
            ))}
          </Radio.Group>
        </Section>
      ) : (
        <Section title="原航班">
          <FlightSegmentCard segment={segment} />
        </Section>
      )}
      <Section title="选择改签乘客">
        <PassengerPicker
          passengers={order.passengers}
          value={chosen}
          onChange={(ids) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                next.set('passengerIds', joinIds(ids));
                return next;
              },
              { replace: true },
            )
          }
        />
      </Section>
      <Section title="改签日期">
        <List className="sf-od-rows">
          <List.Item
            onClick={() => setCalendarOpen(true)}
            extra={date ? dayText(date) : '请选择'}
            description={`原航班 ${dayText(localDate(segment.departure.time))} ${segment.departure.clock}`}
          >
            新的出发日期
          </List.Item>
        </List>
        <CalendarPicker
          visible={calendarOpen}
          title="选择改签日期"
          selectionMode="single"
          min={asLocalDate(today)}
          max={asLocalDate(last)}
          // Uncontrolled: the picker keeps the tapped day until 确认 hands it over.
          defaultValue={date ? asLocalDate(date) : null}
          // The day of the flight being left, so the member sees where they move from.
          renderBottom={(day) => (fromLocalDate(day) === localDate(segment.departure.time) ? '原航班' : null)}
          onClose={() => setCalendarOpen(false)}
          onConfirm={(value) => {
            setCalendarOpen(false);
            if (value) keep('date', fromLocalDate(value));
          }}
        />
        <ol className="sf-fo-notes">
          <li>改签只能变更航班日期或时间，同一舱位等级内选择新航班。</li>
          <li>同一订单中未退票的乘机人需一同改签。</li>
          <li>改签费与票价差额以选择航班时显示的金额为准，需补差时支付后改签生效。</li>
        </ol>
      </Section>
      <footer className="sf-od-bar">
        <span className="sf-od-bar__total">已选 {chosen.length} 人</span>
        <Button
          className="sf-gradient-button sf-od-bar__main"
          shape="rounded"
          disabled={!ready}
          onClick={() => {
            if (date)
              navigate(
                changeOptionsUrl(
                  { orderNo: order.orderNo, segmentIndex, passengerIds: chosen, date },
                  order.international,
                ),
              );
          }}
        >
          {!chosen.length ? '请选择乘客' : !date ? '请选择日期' : '查询航班'}
        </Button>
      </footer>
    </>
  );
}
