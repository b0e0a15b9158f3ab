import { useSearchParams } from 'react-router-dom';
import { useAirOrderAirChangePageQuery } from '../../../__generated__/graphql.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { ChangeStart } from '../../../features/flightOrder/ChangeStart.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { MISSING, PageState, useMemberQueryState } from '../../../features/flightOrder/PageState.tsx';
import { orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

/**
 * /myOrder/airOrder/airChange (申请改签) for a domestic order. It serves interChange too
 * (interChange.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderAirChangePage({ international = false }: { international?: boolean }) {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const query = useAirOrderAirChangePageQuery({
    variables: { orderNo },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const { data } = query;
  const order = flightOrderOf(data?.order);
  const state = useMemberQueryState(query);
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="申请改签" fallback={orderDetailUrl(orderNo, international)} />
      <PageState {...state} missing={!order && MISSING.order}>
        {() => order && <ChangeStart order={order} />}
      </PageState>
    </div>
  );
}
