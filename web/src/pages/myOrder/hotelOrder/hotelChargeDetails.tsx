import { useReadQuery, type QueryRef } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import {
  HotelOrderDetailPageQueryDocument,
  type HotelOrderDetailPageQuery,
  type HotelOrderDetailPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Section } from '../../../components/order/Section.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { dayText, stayText } from '../../../features/hotelOrder/format.ts';
import { hotelOrderOf } from '../../../features/hotelOrder/hotelOrderOf.ts';
import { Missing } from '../../../features/hotelOrder/Missing.tsx';
import { orderDetailUrl } from '../../../features/hotelOrder/routes.ts';
import '../../../features/hotelOrder/hotelOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

// The order detail's query: the charges are part of the order (usually in the cache already).
export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<HotelOrderDetailPageQuery, HotelOrderDetailPageQueryVariables>(
    HotelOrderDetailPageQueryDocument,
    {
      variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
    },
  ),
});

/** /myOrder/hotelOrder/hotelChargeDetails?orderNo (费用明细): the charge night by night, and the total. */
export default function HotelChargeDetailsPage() {
  const { order } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-ho-page">
      <PageHeader title="费用明细" fallback={orderDetailUrl(params.get('orderNo')?.trim() ?? '')} />
      <PageData>
        <Charges queryRef={order} />
      </PageData>
    </div>
  );
}

function Charges({ queryRef }: { queryRef: QueryRef<HotelOrderDetailPageQuery> }) {
  const order = hotelOrderOf(useReadQuery(queryRef).data.order);
  if (!order) return <Missing what="order" />;
  return (
    <Section title={`${order.roomTypeName} · ${stayText(order.checkIn, order.checkOut, order.nights)}`}>
      <table className="sf-ho-charges" data-testid="charges">
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">单价</th>
            <th scope="col">间数</th>
            <th scope="col">小计</th>
          </tr>
        </thead>
        <tbody>
          {order.charges.map((c) => (
            <tr key={c.date}>
              <td>{dayText(c.date)}</td>
              <td>{c.price.text}</td>
              <td>{c.rooms}</td>
              <td>{c.amount.text}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>合计</td>
            <td data-testid="charges-total">{order.total.text}</td>
          </tr>
        </tfoot>
      </table>
      <p className="sf-ho-rule">
        每晚房费按预订时的价格计算，{order.mealText === '无早' ? '不含早餐' : `含${order.mealText}`}。
      </p>
    </Section>
  );
}
