import { todayInShanghai } from '@storefront/schema/shanghaiDate';
import { useSearchParams } from 'react-router-dom';
import { useAirDetailPageQuery } from '../../__generated__/graphql.ts';
import type { PageValidationArgs } from '../../app/pageValidation.ts';
import { parseCabin } from '../../features/flight/filters.ts';
import { FlightDetailScreen } from '../../features/flight/FlightDetailScreen.tsx';
import { hasRoute, parseFlightQuery } from '../../features/flight/search.ts';

/** A detail needs its route and the flight it shows. */
export const validate = ({ searchParams }: PageValidationArgs) =>
  hasRoute(searchParams) && !!searchParams.get('flight_id');

/**
 * `/air/airDetail`: the chosen flight(s) with fares by cabin; title per spec §2.3 (titles.ts).
 * It serves `/air/intAirDetail` too (intAirDetail.tsx passes `international`), so its operation
 * keeps this page's name, AirDetailPageQuery.
 */
export default function AirDetailPage({ international = false }: { international?: boolean }) {
  const [params] = useSearchParams();
  const today = todayInShanghai();
  const query = parseFlightQuery(params, international, today);
  const id = params.get('flight_id') ?? '';
  const backId = query.routeType === 2 ? params.get('back_flight_id') || null : null;
  const { data, loading, error, refetch } = useAirDetailPageQuery({
    variables: { id, backId: backId ?? id, withBack: backId !== null },
    notifyOnNetworkStatusChange: true,
  });
  return (
    <FlightDetailScreen
      query={query}
      today={today}
      cabin={parseCabin(params.get('cabin'))}
      hasBack={backId !== null}
      result={{
        flight: data?.flight,
        back: data?.back,
        loading,
        error,
        retry: () => void refetch().catch(() => undefined),
      }}
    />
  );
}
