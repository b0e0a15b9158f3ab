import AirOrderChangeConfirmPage from './changeConfirm.tsx';

export { loader, member, shouldRevalidate, validate } from './changeConfirm.tsx';

/** /myOrder/airOrder/interChangeConfirm (确认改签): the domestic page (changeConfirm.tsx) for an international order. */
export default function AirOrderInterChangeConfirmPage() {
  return <AirOrderChangeConfirmPage international />;
}
