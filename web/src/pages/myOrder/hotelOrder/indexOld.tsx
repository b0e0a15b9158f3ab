import { replace } from 'react-router-dom';
import type { PageLoaderArgs } from '../../../app/page.ts';
import { HOTEL_ORDER_LIST_URL, orderDetailUrl, orderNoOf } from '../../../features/hotelOrder/routes.ts';

/**
 * /myOrder/hotelOrder/indexOld: the old detail URL, still in apps, messages and bookmarks. It leads
 * to the detail of the same order, replacing itself so back does not come here again; without an
 * order number, to the member's hotel orders.
 */
export const loader = ({ searchParams }: PageLoaderArgs) => {
  const orderNo = orderNoOf(searchParams);
  throw replace(orderNo ? orderDetailUrl(orderNo) : HOTEL_ORDER_LIST_URL);
};

export default function HotelOrderIndexOldPage() {
  return null;
}
