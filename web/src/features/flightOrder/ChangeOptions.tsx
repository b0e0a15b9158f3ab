import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type {
  ChangeOptionCard_OptionFragment,
  FlightSegmentCard_SegmentFragment,
} from '../../__generated__/graphql.ts';
import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { ChangeOptionCard } from './ChangeOptionCard.tsx';
import { CHANGE_WINDOW_DAYS } from './ChangeStart.tsx';
import { dayText, localDate } from './format.ts';
import { changeConfirmUrl, type ChangeSearch } from './routes.ts';

/**
 * /myOrder/airOrder/change and interChangeList (选择改签航班): the flights of the chosen day in the
 * booked cabin, with the day before and after a tap away; choosing one goes to the confirmation.
 */
export function ChangeOptions({
  search,
  from,
  options,
  international,
  today = todayInShanghai(),
}: {
  search: ChangeSearch;
  from: FlightSegmentCard_SegmentFragment | undefined;
  options: readonly ChangeOptionCard_OptionFragment[];
  international: boolean;
  today?: string;
}) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const prev = addDays(search.date, -1);
  const next = addDays(search.date, 1);
  const canPrev = prev >= today;
  const canNext = next <= addDays(today, CHANGE_WINDOW_DAYS);
  // Another day replaces this entry: back still goes to the choice of passengers and date.
  const goTo = (date: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        n.set('date', date);
        return n;
      },
      { replace: true },
    );

  return (
    <>
      {from && (
        <p className="sf-fo-from">
          原航班 {from.flightNo} · {dayText(localDate(from.departure.time))} {from.departure.clock} ·{' '}
          {from.departure.airport.cityName} – {from.arrival.airport.cityName}
        </p>
      )}
      <nav className="sf-fo-days" aria-label="改签日期">
        <Button size="small" fill="none" disabled={!canPrev} onClick={() => goTo(prev)}>
          前一天
        </Button>
        <strong data-testid="change-date">{dayText(search.date)}</strong>
        <Button size="small" fill="none" disabled={!canNext} onClick={() => goTo(next)}>
          后一天
        </Button>
      </nav>
      {options.length === 0 ? (
        <EmptyState
          className="sf-card sf-fo-empty"
          title="当天没有可改签的航班"
          description="同舱位已售完或无航班，请换个日期试试"
        />
      ) : (
        options.map((o) => (
          <ChangeOptionCard
            key={o.fare.id}
            option={o}
            onChoose={() => navigate(changeConfirmUrl(search, o.fare.id, international))}
          />
        ))
      )}
    </>
  );
}
