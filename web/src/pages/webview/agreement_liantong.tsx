import { CarrierAgreement, CARRIERS } from '../../components/CarrierAgreement.tsx';

/** /webview/agreement_liantong: 中国联通's one-tap login agreement. */
export default function LiantongAgreementPage() {
  return <CarrierAgreement carrier={CARRIERS.liantong} />;
}
