import { Skeleton } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useFapiaoTitlePageQuery } from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { InvoiceTitleList } from '../../features/traveller/InvoiceTitleList.tsx';
import { LoadFailed } from '../../features/user/LoadFailed.tsx';
import { useRequireMember } from '../../features/user/useRequireMember.ts';
import './fapiao.css';

/**
 * /myOrder/fapiaoTitle?orderNo=&titleId=: choose the title for an order's invoice (back to
 * /myOrder/fapiao with it), and add, edit or delete titles on the way. Without an order it only
 * manages the titles.
 */
export default function FapiaoTitlePage() {
  const { data, loading, error, refetch } = useFapiaoTitlePageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const back = orderNo ? `/myOrder/fapiao?orderNo=${encodeURIComponent(orderNo)}` : '/personal/guest/invoice';

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting)
    body = <Skeleton.Paragraph lineCount={4} animated className="sf-fapiao__state" />;
  else
    body = (
      <InvoiceTitleList
        selectedId={params.get('titleId')}
        onSelect={
          orderNo
            ? (title) => navigate(`${back}&titleId=${encodeURIComponent(title.id)}`, { replace: true })
            : undefined
        }
      />
    );

  return (
    <div className="sf-fapiao">
      <PageHeader title="发票抬头" fallback={back} />
      <div className="sf-fapiao__titles">{body}</div>
    </div>
  );
}
