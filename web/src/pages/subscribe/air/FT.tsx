import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { PassengerChooser, passengerChooserLoader } from '../../../features/booking/PassengerChooser.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

/** Part of a booking: without its fares there is nothing to fill in (the 404 page shows). */
export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = passengerChooserLoader;

/** /subscribe/air/FT: choosing the passengers of a domestic booking. */
export default function SubscribeAirFTPage() {
  return <PassengerChooser kind="domestic" />;
}
