import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { ContactPicker, contactPickerLoader } from '../../../features/booking/ContactPicker.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

/** Part of a booking: without its fares there is nothing to fill in (the 404 page shows). */
export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = contactPickerLoader;

/** /subscribe/intAir/contacts: the contact of an international booking from the saved ones. */
export default function SubscribeIntAirContactsPage() {
  return <ContactPicker kind="international" />;
}
