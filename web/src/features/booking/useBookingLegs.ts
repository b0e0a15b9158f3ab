import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  BookingLegsQueryDocument,
  useBookingLegsQuery,
  type BookingLegsQueryVariables,
} from '../../__generated__/graphql.ts';
import type { PageLoaderArgs } from '../../app/page.ts';
import { departureDate, legsOf } from './legs.ts';
import { bookingDraftKey, flightIdOfFare, parseFareIds } from './routes.ts';

/** The flights of a booking URL's fares, as the sub-pages ask for them. */
function legsVariables(fareIds: readonly string[]): BookingLegsQueryVariables {
  const flightIds = fareIds.map((id) => flightIdOfFare(id) ?? '');
  return {
    flightId: flightIds[0] ?? '',
    returnFlightId: flightIds[1] ?? '',
    roundTrip: fareIds.length === 2,
  };
}

/**
 * For a sub-page's loader: starts the booking's flights, which the sub-page asks for itself
 * (useBookingLegs, shared by the notice, the chooser and the editor).
 */
export function prefetchBookingLegs({
  prefetch,
  searchParams,
}: Pick<PageLoaderArgs, 'prefetch' | 'searchParams'>) {
  prefetch({ query: BookingLegsQueryDocument, variables: legsVariables(parseFareIds(searchParams) ?? []) });
}

/**
 * The booking a sub-page belongs to, from its URL: the fares (and the draft they name), the flights with the chosen fares
 * (null when one is no longer on sale) and the first and last travel dates.
 */
export function useBookingLegs() {
  const [search] = useSearchParams();
  const fareIds = useMemo(() => parseFareIds(search) ?? [], [search]);
  const query = useBookingLegsQuery({ variables: legsVariables(fareIds), notifyOnNetworkStatusChange: true });
  const legs = query.data ? legsOf(fareIds, [query.data.flight, query.data.returnFlight]) : null;
  return {
    search,
    fareIds,
    draftKey: bookingDraftKey(fareIds),
    legs,
    firstDate: legs ? departureDate(legs[0]!.flight) : null,
    lastDate: legs ? departureDate(legs[legs.length - 1]!.flight) : null,
    data: query.data,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}
