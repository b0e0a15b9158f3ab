import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBookingLegsQuery } from '../../__generated__/graphql.ts';
import { departureDate, legsOf } from './legs.ts';
import { flightIdOfFare, parseFareIds } from './routes.ts';

/**
 * The booking a sub-page belongs to, from its URL: the fares, the flights with the chosen fares
 * (null when one is no longer on sale) and the first and last travel dates.
 */
export function useBookingLegs() {
  const [search] = useSearchParams();
  const fareIds = useMemo(() => parseFareIds(search) ?? [], [search]);
  const flightIds = fareIds.map((id) => flightIdOfFare(id) ?? '');
  const query = useBookingLegsQuery({
    variables: { flightId: flightIds[0] ?? '', returnFlightId: flightIds[1] ?? '', roundTrip: fareIds.length === 2 },
    notifyOnNetworkStatusChange: true,
  });
  const legs = query.data ? legsOf(fareIds, [query.data.flight, query.data.returnFlight]) : null;
  return {
    search,
    fareIds,
    legs,
    firstDate: legs ? departureDate(legs[0]!.flight) : null,
    lastDate: legs ? departureDate(legs[legs.length - 1]!.flight) : null,
    data: query.data,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}
