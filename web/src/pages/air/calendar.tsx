import { todayInShanghai } from '@storefront/schema/dates';
import {
  CalendarPageQueryDocument,
  useCalendarPageQuery,
  type CalendarPageQueryVariables,
} from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBack } from '../../components/useBack.ts';
import { currentPair, setDates } from '../../features/flight/draft.ts';
import { LowPriceCalendar } from '../../features/flight/LowPriceCalendar.tsx';
import { BOOKING_WINDOW_DAYS, lastBookableDay } from '../../lib/flightSearch.ts';
import {
  readSearchDraft,
  updateSearchDraft,
  useSearchDraft,
} from '../../features/flight/useSearchDraft.ts';
import type { SearchDraft } from '../../features/flight/draft.ts';
import './air.css';

/** The calendar's prices for the form's route: 90 days from today, both ways on a round trip. */
function calendarVariables(draft: SearchDraft, today: string): CalendarPageQueryVariables {
  const pair = currentPair(draft);
  return {
    from: pair.from.code,
    to: pair.to.code,
    startDate: today,
    days: BOOKING_WINDOW_DAYS,
    roundTrip: draft.routeType === 2,
  };
}

/**
 * The prices start with the route. They are a side dish the calendar asks for itself: the days show
 * without them, and a failure leaves them out rather than stop the shopper picking a date.
 */
export function loader({ prefetch }: PageLoaderArgs) {
  prefetch({
    query: CalendarPageQueryDocument,
    variables: calendarVariables(readSearchDraft(), todayInShanghai()),
    context: { silent: true },
  });
  return null;
}

/**
 * `/air/calendar`: the /air form's dates on the low-price calendar (90 days, from today). The
 * route and dates come from the form's draft, and the picked dates go back into it, so the form shows
 * them when this page goes back (and a reload of either page keeps them).
 */
export default function CalendarPage() {
  const draft = useSearchDraft();
  const back = useBack('/air');
  const today = todayInShanghai();
  const pair = currentPair(draft);
  const roundTrip = draft.routeType === 2;
  const { data } = useCalendarPageQuery({
    variables: calendarVariables(draft, today),
    context: { silent: true },
  });
  return (
    <div className="sf-air-calendar">
      <PageHeader
        title={
          <div className="sf-flight-title">
            <span className="sf-flight-title__route">选择日期</span>
            <span className="sf-flight-title__sub">
              {pair.from.name} {roundTrip ? '⇌' : '→'} {pair.to.name}
            </span>
          </div>
        }
        fallback="/air"
      />
      <LowPriceCalendar
        selection={
          roundTrip
            ? { mode: 'range', date: draft.date, backDate: draft.backDate }
            : { mode: 'single', date: draft.date }
        }
        min={today}
        max={lastBookableDay(today)}
        prices={data?.flightLowPrices}
        backPrices={data?.back}
        onDone={(picked) => {
          updateSearchDraft((d) =>
            setDates(d, picked.date, picked.mode === 'range' ? picked.backDate : undefined),
          );
          back();
        }}
      />
    </div>
  );
}
