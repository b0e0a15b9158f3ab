import { ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useGuestChoicePageQuery, useGuestChoicePageTravellerQuery } from '../../../__generated__/graphql.ts';
import { titleFor } from '../../../app/titles.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { TravellerForm } from '../../../features/traveller/TravellerForm.tsx';
import { LoadFailed } from '../../../features/user/LoadFailed.tsx';
import { useRequireMember } from '../../../features/user/useRequireMember.ts';
import './guest.css';

/** /personal/guest/choice: add a traveller, or edit the one named by `?id=`. */
export default function GuestChoicePage() {
  const { data, loading, error, refetch } = useGuestChoicePageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const id = params.get('id')?.trim() || null;
  const traveller = useGuestChoicePageTravellerQuery({
    variables: { id: id ?? '' },
    skip: !me || !id,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const navigate = useNavigate();

  const onSaved = () => {
    Toast.show({ icon: 'success', content: '已保存' });
    navigate('/personal/guest/info', { replace: true });
  };

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting)
    body = <Skeleton.Paragraph lineCount={6} animated className="sf-guest__state" />;
  else if (!id) body = <TravellerForm onSaved={onSaved} />;
  else if (traveller.error && !traveller.data)
    body = (
      <LoadFailed
        error={traveller.error}
        loading={traveller.loading}
        onRetry={() => void traveller.refetch()}
      />
    );
  else if (!traveller.data) body = <Skeleton.Paragraph lineCount={6} animated className="sf-guest__state" />;
  else if (!traveller.data.traveller)
    body = (
      <div className="sf-guest__state">
        <ErrorBlock
          status="empty"
          title="找不到这位旅客"
          description="可能已被删除，请返回常用旅客列表查看"
        />
      </div>
    );
  else body = <TravellerForm traveller={traveller.data.traveller} onSaved={onSaved} />;

  return (
    <div className="sf-guest">
      <PageHeader title={titleFor(pathname, search)} fallback="/personal/guest/info" />
      <div className="sf-guest__form">{body}</div>
    </div>
  );
}
