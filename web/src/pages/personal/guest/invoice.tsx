import { Skeleton } from 'antd-mobile';
import { useGuestInvoicePageQuery } from '../../../__generated__/graphql.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { InvoiceTitleList } from '../../../features/traveller/InvoiceTitleList.tsx';
import { LoadFailed } from '../../../features/user/LoadFailed.tsx';
import { useRequireMember } from '../../../features/user/useRequireMember.ts';
import './guest.css';

/** /personal/guest/invoice (发票抬头): the member's invoice titles, to add, edit or delete. */
export default function GuestInvoicePage() {
  const { data, loading, error, refetch } = useGuestInvoicePageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting)
    body = <Skeleton.Paragraph lineCount={4} animated className="sf-guest__state" />;
  else body = <InvoiceTitleList />;

  return (
    <div className="sf-guest">
      <PageHeader title="发票抬头" fallback="/personal/guest" />
      <div className="sf-guest__titles">{body}</div>
    </div>
  );
}
