import AirDetailPage, { detailLoader } from './airDetail.tsx';

export { validate } from './airDetail.tsx';

export const loader = detailLoader(true);

/** `/air/intAirDetail`: the domestic detail page (airDetail.tsx) for an international search. */
export default function IntAirDetailPage() {
  return <AirDetailPage international />;
}
