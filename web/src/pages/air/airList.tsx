import { todayInShanghai } from '@storefront/schema/dates';
import {
  AirListPageLowPricesQueryDocument,
  AirListPageOutboundQueryDocument,
  AirListPageQueryDocument,
  useAirListPageLowPricesQuery,
  useAirListPageOutboundQuery,
  type AirListPageQuery,
  type AirListPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { FILTER_PARAMS } from '../../features/flight/filters.ts';
import { FlightListScreen } from '../../features/flight/FlightListScreen.tsx';
import { hasRoute } from '../../lib/flightSearch.ts';
import { flightListOf, useFlightListState } from '../../features/flight/useFlightList.ts';

/** A list needs both ends of its route; without them there is nothing to search (404). */
export const validate = ({ searchParams }: PageValidationArgs) => hasRoute(searchParams);

/**
 * The day's flights, read by the list; the strip's lowest prices and a round trip's chosen outbound
 * are side dishes the screen asks for itself (they stay out of the progress bar, and failing leaves
 * the strip at "--"), started here too.
 */
export function listLoader(international: boolean) {
  return ({ preload, prefetch, searchParams }: PageLoaderArgs) => {
    const { state, searchVariables, priceVariables } = flightListOf(
      searchParams,
      international,
      todayInShanghai(),
    );
    prefetch({
      query: AirListPageLowPricesQueryDocument,
      variables: priceVariables,
      context: { silent: true },
    });
    if (state.outboundId)
      prefetch({
        query: AirListPageOutboundQueryDocument,
        variables: { id: state.outboundId },
        context: { silent: true },
      });
    return {
      search: preload<AirListPageQuery, AirListPageQueryVariables>(AirListPageQueryDocument, {
        variables: searchVariables,
      }),
    };
  };
}

export const loader = listLoader(false);

// Filters and sort are the shopper's view of the same flights: no new search for them.
export const shouldRevalidate = ignoreSearchParams(...Object.values(FILTER_PARAMS));

/**
 * `/air/airList`: the domestic flights of a day, from the search form or a banner. It serves
 * `/air/intAirList` too (intAirList.tsx passes `international`; passenger counts then ride along to
 * the booking page), so its operations keep this page's name (AirListPageQuery …).
 */
export default function AirListPage({ international = false }: { international?: boolean }) {
  const { search } = usePageData<typeof loader>();
  const { state, filters, priceVariables } = useFlightListState(international);
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
      search={search}
      prices={{ days: prices.data?.flightLowPrices, loaded: !prices.loading }}
      outbound={outbound.data?.flight}
    />
  );
}
