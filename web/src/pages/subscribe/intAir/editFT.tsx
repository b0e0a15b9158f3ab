import type { PageValidationArgs } from '../../../app/pageValidation.ts';
import { PassengerEditor, passengerEditorLoader } from '../../../features/booking/PassengerEditor.tsx';
import { parseFareIds } from '../../../features/booking/routes.ts';

/** Part of a booking: without its fares there is nothing to fill in (the 404 page shows). */
export const validate = ({ searchParams }: PageValidationArgs) => parseFareIds(searchParams) !== null;

export const loader = passengerEditorLoader;

/** /subscribe/intAir/editFT[?id=…]: adding or editing a passenger of an international booking. */
export default function SubscribeIntAirEditFTPage() {
  return <PassengerEditor kind="international" />;
}
