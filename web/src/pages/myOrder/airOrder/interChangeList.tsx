import AirOrderChangePage from './change.tsx';

export { loader, member, validate } from './change.tsx';

/** /myOrder/airOrder/interChangeList (选择改签航班): the domestic page (change.tsx) for an international order. */
export default function AirOrderInterChangeListPage() {
  return <AirOrderChangePage international />;
}
