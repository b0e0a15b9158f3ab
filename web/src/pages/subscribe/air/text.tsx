import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { BookingNotice, bookingNoticeLoader } from '../../../features/booking/BookingNotice.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = bookingNoticeLoader;

/** /subscribe/air/text: the booking notice of a domestic booking. */
export default function SubscribeAirTextPage() {
  return <BookingNotice kind="domestic" />;
}
