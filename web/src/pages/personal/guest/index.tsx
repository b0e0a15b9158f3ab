import { List, Skeleton } from 'antd-mobile';
import { FileOutline, UserContactOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import { useGuestPageCountsQuery, useGuestPageQuery } from '../../../__generated__/graphql.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LoadFailed } from '../../../features/user/LoadFailed.tsx';
import { useRequireMember } from '../../../features/user/useRequireMember.ts';
import './guest.css';

/**
 * /personal/guest (常用信息): the member's saved travellers and invoice titles. Addresses (常用地址)
 * belong to the rural-goods shop and are left out until it exists, rather than shown as a dead row.
 */
export default function GuestPage() {
  const { data, loading, error, refetch } = useGuestPageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  const counts = useGuestPageCountsQuery({ skip: !me, fetchPolicy: 'cache-and-network' });
  const navigate = useNavigate();

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting)
    body = <Skeleton.Paragraph lineCount={3} animated className="sf-guest__state" />;
  else {
    const travellers = counts.data?.travellers.total;
    const titles = counts.data?.invoiceTitles.length;
    body = (
      <List className="sf-guest__list">
        <List.Item
          prefix={<UserContactOutline className="sf-guest__icon" />}
          description="乘机、乘车、入住时使用的证件信息"
          extra={travellers === undefined ? null : `${travellers}位`}
          onClick={() => navigate('/personal/guest/info')}
        >
          常用旅客
        </List.Item>
        <List.Item
          prefix={<FileOutline className="sf-guest__icon" />}
          description="个人或企业抬头，申请发票时选用"
          extra={titles === undefined ? null : `${titles}个`}
          onClick={() => navigate('/personal/guest/invoice')}
        >
          发票抬头
        </List.Item>
      </List>
    );
  }

  return (
    <div className="sf-guest">
      <PageHeader title="常用信息" fallback="/personal" />
      {body}
    </div>
  );
}
