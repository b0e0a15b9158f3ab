import AirListPage, { listLoader } from './airList.tsx';

export { shouldRevalidate, validate } from './airList.tsx';

export const loader = listLoader(true);

/** `/air/intAirList`: the domestic list page (airList.tsx) for an international search. */
export default function IntAirListPage() {
  return <AirListPage international />;
}
