import AirOrderAirChangeDetailPage from './airChangeDetail.tsx';

export { loader, member, validate } from './airChangeDetail.tsx';

/** /myOrder/airOrder/interChangeDetail (改签详情): the domestic page (airChangeDetail.tsx) for an international order. */
export default function AirOrderInterChangeDetailPage() {
  return <AirOrderAirChangeDetailPage international />;
}
