import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';

/** The pink, full-width submit button of the account forms (login, register, password). */
export function SubmitButton({
  loading,
  loadingText,
  children,
}: {
  loading: boolean;
  loadingText: string;
  children: ReactNode;
}) {
  return (
    <Button
      className="sf-gradient-button"
      block
      shape="rounded"
      type="submit"
      loading={loading}
      loadingText={loadingText}
    >
      {children}
    </Button>
  );
}
