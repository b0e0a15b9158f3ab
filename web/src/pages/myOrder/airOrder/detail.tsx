import { useReadQuery, type QueryRef } from '@apollo/client';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AirOrderDetailPageQueryDocument,
  type AirOrderDetailPageQuery,
  type AirOrderDetailPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { FlightOrderDetail } from '../../../features/flightOrder/FlightOrderDetail.tsx';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { ORDER_LIST_URL, orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

/** Without an order number there is nothing to show: the 404 page. */
export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<AirOrderDetailPageQuery, AirOrderDetailPageQueryVariables>(AirOrderDetailPageQueryDocument, {
    variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
    // Coming back from paying, refunding or changing must show the new state, not the cached one.
    fetchPolicy: 'cache-and-network',
  }),
});

/**
 * /myOrder/airOrder/detail: a domestic (type 8) flight order. It serves interDetail (type 2) too
 * (interDetail.tsx passes `international`), so its operation keeps this page's name.
 */
export default function AirOrderDetailPage({ international = false }: { international?: boolean }) {
  const { order } = usePageData<typeof loader>();
  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="订单详情" fallback={ORDER_LIST_URL} />
      <PageData>
        <OrderDetail queryRef={order} international={international} />
      </PageData>
    </div>
  );
}

/**
 * The order, at its own URL: one opened at the other's (an old link, a generic list entry) moves to
 * its own, so the change pages it links to match it.
 */
function OrderDetail({
  queryRef,
  international,
}: {
  queryRef: QueryRef<AirOrderDetailPageQuery>;
  international: boolean;
}) {
  const navigate = useNavigate();
  const [refresh] = useRefresh(queryRef);
  const { data } = useReadQuery(queryRef);
  const order = flightOrderOf(data.order);
  const elsewhere = order !== null && order.international !== international;
  useEffect(() => {
    if (order && elsewhere) navigate(orderDetailUrl(order.orderNo, order.international), { replace: true });
  }, [order, elsewhere, navigate]);

  if (!order) return <Missing what="order" />;
  if (elsewhere) return null;
  return <FlightOrderDetail order={order} onRefetch={() => void refresh().catch(() => undefined)} />;
}
