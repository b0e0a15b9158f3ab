import { useReadQuery, type QueryRef } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import {
  AirOrderAirChangePageQueryDocument,
  type AirOrderAirChangePageQuery,
  type AirOrderAirChangePageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { ignoreSearchParams, usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { ChangeStart } from '../../../features/flightOrder/ChangeStart.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<AirOrderAirChangePageQuery, AirOrderAirChangePageQueryVariables>(
    AirOrderAirChangePageQueryDocument,
    {
      variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
      fetchPolicy: 'cache-and-network',
    },
  ),
});

// The segment, passengers and date chosen are kept in the URL as they are chosen; the order stays.
export const shouldRevalidate = ignoreSearchParams('segment', 'passengerIds', 'date');

/**
 * /myOrder/airOrder/airChange (申请改签) for a domestic order. It serves interChange too
 * (interChange.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderAirChangePage({ international = false }: { international?: boolean }) {
  const { order } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="申请改签" fallback={orderDetailUrl(orderNo, international)} />
      <PageData>
        <ChangeStartOf queryRef={order} />
      </PageData>
    </div>
  );
}

function ChangeStartOf({ queryRef }: { queryRef: QueryRef<AirOrderAirChangePageQuery> }) {
  const order = flightOrderOf(useReadQuery(queryRef).data.order);
  return order ? <ChangeStart order={order} /> : <Missing what="order" />;
}
