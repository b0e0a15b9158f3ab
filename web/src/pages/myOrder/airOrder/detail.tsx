import { useSearchParams } from 'react-router-dom';
import { useAirOrderDetailPageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { FlightOrderDetailPage } from '../../../features/flightOrder/FlightOrderDetailPage.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';

/** Without an order number there is nothing to show: the 404 page. */
export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

/**
 * /myOrder/airOrder/detail: a domestic (type 8) flight order. It serves interDetail (type 2) too
 * (interDetail.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderDetailPage({ international = false }: { international?: boolean }) {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  // Coming back from paying, refunding or changing must show the new state, not the cached one.
  const { data, loading, error, refetch } = useAirOrderDetailPageQuery({
    variables: { orderNo },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <FlightOrderDetailPage
      international={international}
      order={flightOrderOf(data?.order)}
      query={{ loading, error, hasData: !!data, anonymous: !!data && !data.me, refetch }}
    />
  );
}
