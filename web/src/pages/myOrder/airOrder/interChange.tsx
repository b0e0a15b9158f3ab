import AirOrderAirChangePage from './airChange.tsx';

export { loader, member, shouldRevalidate, validate } from './airChange.tsx';

/** /myOrder/airOrder/interChange (申请改签): the domestic page (airChange.tsx) for an international order. */
export default function AirOrderInterChangePage() {
  return <AirOrderAirChangePage international />;
}
