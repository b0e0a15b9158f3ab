import { addDays, todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import { dayWindow, daysBetween } from './days.ts';
import { parseFilters } from './filters.ts';
import {
  lastBookableDay,
  parseFlightQuery,
  type AirPlace,
  type FlightQuery,
  type Leg,
} from '../../lib/flightSearch.ts';

/** How many following days the empty state offers instead. */
export const NEXT_DAYS_OFFERED = 7;

export interface FlightListState {
  today: string;
  query: FlightQuery;
  /** `outbound` is a round trip's chosen outbound (`flight_id`); its return list shows then. */
  leg: Leg;
  outboundId: string | null;
  /** The leg's route and date: a round trip's return flies the route backwards. */
  from: AirPlace;
  to: AirPlace;
  date: string;
  /** The day strip's dates. */
  days: string[];
  /** The lowest prices to ask for: the strip's days and the week after the date. */
  priceStart: string;
  priceDays: number;
}

/** What a list URL asks for (see `search.ts` for the parameters). */
export function flightListState(
  params: URLSearchParams,
  international: boolean,
  today: string,
): FlightListState {
  const query = parseFlightQuery(params, international, today);
  const outboundId = query.routeType === 2 ? params.get('flight_id') || null : null;
  const leg: Leg = outboundId ? 'back' : 'go';
  const date = leg === 'back' ? (query.backDate ?? query.date) : query.date;
  const last = lastBookableDay(today);
  // The return cannot leave before the outbound, so its strip starts on the outbound's day.
  const days = dayWindow(date, leg === 'back' ? query.date : today, last);
  const priceStart = days[0] ?? date;
  const stripEnd = days[days.length - 1] ?? date;
  const nextWeekEnd = addDays(date, NEXT_DAYS_OFFERED) > last ? last : addDays(date, NEXT_DAYS_OFFERED);
  const priceEnd = nextWeekEnd > stripEnd ? nextWeekEnd : stripEnd;
  return {
    today,
    query,
    leg,
    outboundId,
    from: leg === 'back' ? query.to : query.from,
    to: leg === 'back' ? query.from : query.to,
    date,
    days,
    priceStart,
    priceDays: daysBetween(priceStart, priceEnd) + 1,
  };
}

/** The list page's state from its URL, with the variables of its queries. */
export function useFlightListState(international: boolean) {
  const [params] = useSearchParams();
  return flightListOf(params, international, todayInShanghai());
}

/** What a list URL shows and asks for (the page's loader and its component read it alike). */
export function flightListOf(params: URLSearchParams, international: boolean, today: string) {
  const state = flightListState(params, international, today);
  return {
    state,
    filters: parseFilters(params),
    searchVariables: { from: state.from.code, to: state.to.code, date: state.date },
    priceVariables: {
      from: state.from.code,
      to: state.to.code,
      startDate: state.priceStart,
      days: state.priceDays,
    },
  };
}
