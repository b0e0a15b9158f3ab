import { useSearchParams } from 'react-router-dom';
import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { ContactPicker, contactPickerLoader } from '../../../components/booking/ContactPicker.tsx';
import {
  BOOKING_ROUTES,
  bookingDraftKey,
  bookingUrl,
  parseFareIds,
} from '../../../features/booking/routes.ts';

/** Part of a booking: without its fares there is nothing to fill in (the 404 page shows). */
export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = contactPickerLoader;

/** /subscribe/air/contacts: the contact of a domestic booking from the saved ones. */
export default function SubscribeAirContactsPage() {
  const [search] = useSearchParams();
  return (
    <ContactPicker
      draftKey={bookingDraftKey(parseFareIds(search) ?? [])}
      bookingPage={bookingUrl(BOOKING_ROUTES.domestic.page, search)}
    />
  );
}
