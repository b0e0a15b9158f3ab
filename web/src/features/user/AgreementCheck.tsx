import { Checkbox, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const AGREEMENT_REQUIRED = '请先阅读并同意《悠游旅行用户协议》';

/** Consent to the user agreement, required before an account is used or created. */
export function AgreementCheck({
  checked,
  onChange,
  note,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  /** A line after the link, e.g. that an unknown mobile is registered. */
  note?: ReactNode;
}) {
  // One inline paragraph, so a wrapped second line starts under the checkbox, not under the link.
  return (
    <div className="sf-agreement">
      <Checkbox checked={checked} onChange={onChange}>
        我已阅读并同意
      </Checkbox>
      <Link to="/agreement">《悠游旅行用户协议》</Link>
      {note}
    </div>
  );
}

/** True when agreed; otherwise tells the shopper why nothing happened. */
export function ensureAgreed(agreed: boolean): boolean {
  if (!agreed) Toast.show({ content: AGREEMENT_REQUIRED });
  return agreed;
}
