import { todayInShanghai } from '@storefront/schema/dates';
import { useSearchParams } from 'react-router-dom';
import {
  AirDetailPageQueryDocument,
  type AirDetailPageQuery,
  type AirDetailPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../app/page.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { parseCabin } from '../../features/flight/filters.ts';
import { FlightDetailScreen } from '../../features/flight/FlightDetailScreen.tsx';
import { hasRoute, parseFlightQuery } from '../../lib/flightSearch.ts';

/** A detail needs its route and the flight it shows. */
export const validate = ({ searchParams }: PageValidationArgs) =>
  hasRoute(searchParams) && !!searchParams.get('flight_id');

/** The flight and a round trip's return flight the URL names. */
function flightsOf(params: URLSearchParams, international: boolean, today: string) {
  const query = parseFlightQuery(params, international, today);
  const id = params.get('flight_id') ?? '';
  const backId = query.routeType === 2 ? params.get('back_flight_id') || null : null;
  return { query, variables: { id, backId: backId ?? id, withBack: backId !== null } };
}

export function detailLoader(international: boolean) {
  return ({ preload, searchParams }: PageLoaderArgs) => ({
    detail: preload<AirDetailPageQuery, AirDetailPageQueryVariables>(AirDetailPageQueryDocument, {
      variables: flightsOf(searchParams, international, todayInShanghai()).variables,
    }),
  });
}

export const loader = detailLoader(false);

/**
 * `/air/airDetail`: the chosen flight(s) with fares by cabin; title per spec §2.3 (titles.ts).
 * It serves `/air/intAirDetail` too (intAirDetail.tsx passes `international`), so its operation
 * keeps this page's name, AirDetailPageQuery.
 */
export default function AirDetailPage({ international = false }: { international?: boolean }) {
  const { detail } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const today = todayInShanghai();
  const { query, variables } = flightsOf(params, international, today);
  return (
    <FlightDetailScreen
      query={query}
      today={today}
      cabin={parseCabin(params.get('cabin'))}
      hasBack={variables.withBack}
      detail={detail}
    />
  );
}
