import {
  AirListPageLowPricesQueryDocument,
  AirListPageOutboundQueryDocument,
  AirListPageQueryDocument,
  useAirListPageLowPricesQuery,
  useAirListPageOutboundQuery,
  useAirListPageQuery,
} from '../../__generated__/graphql.ts';
import { FlightListScreen } from '../../features/flight/FlightListScreen.tsx';
import { hasRoute } from '../../features/flight/search.ts';
import { useFlightListState } from '../../features/flight/useFlightList.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';

/** A list needs both ends of its route; without them there is nothing to search (404). */
export const validate = ({ searchParams }: PageValidationArgs) => hasRoute(searchParams);

/** Asked for in the first render (the outbound flight's skipped on a one-way search). */
export const queries = [AirListPageQueryDocument, AirListPageLowPricesQueryDocument, AirListPageOutboundQueryDocument];

/**
 * `/air/airList`: the domestic flights of a day, from the search form or a banner. It serves
 * `/air/intAirList` too (intAirList.tsx passes `international`; passenger counts then ride along to
 * the booking page), so its operations keep this page's name (AirListPageQuery …).
 */
export default function AirListPage({ international = false }: { international?: boolean }) {
  const { state, filters, searchVariables, priceVariables } = useFlightListState(international);
  const search = useAirListPageQuery({ variables: searchVariables, notifyOnNetworkStatusChange: true });
  // Prices are a side dish: they stay out of the progress bar, and failing leaves the strip at "--".
  const prices = useAirListPageLowPricesQuery({ variables: priceVariables, context: { silent: true } });
  const outbound = useAirListPageOutboundQuery({
    variables: { id: state.outboundId ?? '' },
    skip: !state.outboundId,
    context: { silent: true },
  });
  return (
    <FlightListScreen
      state={state}
      filters={filters}
      search={{
        result: search.data?.flightSearch,
        loading: search.loading,
        error: search.error,
        retry: () => void search.refetch().catch(() => undefined),
      }}
      prices={{ days: prices.data?.flightLowPrices, loaded: !prices.loading }}
      outbound={outbound.data?.flight}
    />
  );
}
