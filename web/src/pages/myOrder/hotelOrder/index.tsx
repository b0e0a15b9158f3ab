import { replace } from 'react-router-dom';
import type { PageLoaderArgs } from '../../../app/page.ts';
import { allOrderUrl, chipOf, ORDER_TABS } from '../../../features/order/orderList.ts';

/**
 * /myOrder/hotelOrder: the member's hotel orders are the order list's hotel tab (spec §3 index 2),
 * so there is one list to keep; a status the link names (`ProStatusType`) is kept.
 */
export const loader = ({ searchParams }: PageLoaderArgs) => {
  throw replace(
    allOrderUrl(
      ORDER_TABS.find((t) => t.tab === 'HOTEL')!,
      chipOf(searchParams),
    ),
  );
};

export default function HotelOrderListPage() {
  return null;
}
