import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { PassengerChooser, passengerChooserLoader } from '../../../features/booking/PassengerChooser.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

/** Part of a booking: without its fares there is nothing to fill in (the 404 page shows). */
export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = passengerChooserLoader;

/** /subscribe/intAir/airGuestList: the same chooser as FT, under the route apps link to. */
export default function SubscribeIntAirGuestListPage() {
  return <PassengerChooser kind="international" />;
}
