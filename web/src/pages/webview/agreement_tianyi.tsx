import { CarrierAgreement, CARRIERS } from '../../components/CarrierAgreement.tsx';

/** /webview/agreement_tianyi: 中国电信's one-tap login agreement. */
export default function TianyiAgreementPage() {
  return <CarrierAgreement carrier={CARRIERS.tianyi} />;
}
