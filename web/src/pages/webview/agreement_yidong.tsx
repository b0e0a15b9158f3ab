import { CarrierAgreement, CARRIERS } from '../../components/CarrierAgreement.tsx';

/** /webview/agreement_yidong: 中国移动's one-tap login agreement. */
export default function YidongAgreementPage() {
  return <CarrierAgreement carrier={CARRIERS.yidong} />;
}
