import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { BookingNotice, bookingNoticeLoader } from '../../../features/booking/BookingNotice.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = bookingNoticeLoader;

/** /subscribe/intAir/preordainPage: the booking notice of an international booking. */
export default function SubscribeIntAirNoticePage() {
  return <BookingNotice kind="international" />;
}
