import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { BookingPage, bookingLoader } from '../../../features/booking/BookingPage.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

/** A booking URL without fares (or with malformed ones) is no page: the 404 page shows. */
export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const member = true;

export const loader = bookingLoader;

/** /subscribe/intAir?fare_ids=…&adult=&child=: booking international (and HK, Macao, Taiwan) flights. */
export default function SubscribeIntAirPage() {
  return <BookingPage kind="international" />;
}
