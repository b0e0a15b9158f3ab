import AirOrderDetailPage from './detail.tsx';

export { loader, member, validate } from './detail.tsx';

/** /myOrder/airOrder/interDetail: an international (type 2) flight order, on the domestic page (detail.tsx). */
export default function AirOrderInterDetailPage() {
  return <AirOrderDetailPage international />;
}
