import { useReadQuery, type QueryRef } from '@apollo/client';
import {
  HotelOrderDetailPageQueryDocument,
  type HotelOrderDetailPageQuery,
  type HotelOrderDetailPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { HotelOrderDetail } from '../../../features/hotelOrder/HotelOrderDetail.tsx';
import { hotelOrderOf } from '../../../features/hotelOrder/hotelOrderOf.ts';
import { Missing } from '../../../features/hotelOrder/Missing.tsx';
import { HOTEL_ORDER_LIST_URL } from '../../../features/hotelOrder/routes.ts';
import '../../../features/hotelOrder/hotelOrder.css';

/** Without an order number there is nothing to show: the 404 page. */
export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>(
    HotelOrderDetailPageQueryDocument,
    {
      variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
      // Coming back from paying or refunding must show the new state, not the cached one.
      fetchPolicy: 'cache-and-network',
    },
  ),
});

/** /myOrder/hotelOrder/orderDetail?orderNo: a hotel order (types 3 and 18). */
export default function HotelOrderDetailPage() {
  const { order } = usePageData<typeof loader>();
  return (
    <div className="sf-ho-page sf-ho-page--bar">
      <PageHeader title="订单详情" fallback={HOTEL_ORDER_LIST_URL} />
      <PageData>
        <OrderDetail queryRef={order} />
      </PageData>
    </div>
  );
}

function OrderDetail({ queryRef }: { queryRef: QueryRef<HotelOrderDetailPageQuery> }) {
  const [refresh] = useRefresh(queryRef);
  const order = hotelOrderOf(useReadQuery(queryRef).data.order);
  if (!order) return <Missing what="order" />;
  return <HotelOrderDetail order={order} onRefetch={() => void refresh().catch(() => undefined)} />;
}
