import AirListPage from './airList.tsx';

export { queries, validate } from './airList.tsx';

/** `/air/intAirList`: the domestic list page (airList.tsx) for an international search. */
export default function IntAirListPage() {
  return <AirListPage international />;
}
