import { useReadQuery, type QueryRef } from '@apollo/client';
import { List } from 'antd-mobile';
import { FileOutline, UserContactOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router-dom';
import {
  GuestPageCountsQueryDocument,
  type GuestPageCountsQuery,
  type GuestPageCountsQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { QueryBoundary } from '../../../components/pageState/QueryBoundary.tsx';
import './guest.css';

export const member = true;

export const loader = ({ preload }: PageLoaderArgs) => ({
  counts: preload<GuestPageCountsQuery, GuestPageCountsQueryVariables>(GuestPageCountsQueryDocument, {
    fetchPolicy: 'cache-and-network',
  }),
});

/**
 * /personal/guest (常用信息): the member's saved travellers and invoice titles. Addresses (常用地址)
 * belong to the rural-goods shop and are left out until it exists, rather than shown as a dead row.
 */
export default function GuestPage() {
  const { counts } = usePageData<typeof loader>();
  const navigate = useNavigate();
  return (
    <div className="sf-guest">
      <PageHeader title="常用信息" fallback="/personal" />
      <List className="sf-guest__list">
        <List.Item
          prefix={<UserContactOutline className="sf-guest__icon" />}
          description="乘机、乘车、入住时使用的证件信息"
          extra={<Count queryRef={counts} of={(data) => `${data.travellers.total}位`} />}
          onClick={() => navigate('/personal/guest/info')}
        >
          常用旅客
        </List.Item>
        <List.Item
          prefix={<FileOutline className="sf-guest__icon" />}
          description="个人或企业抬头，申请发票时选用"
          extra={<Count queryRef={counts} of={(data) => `${data.invoiceTitles.length}个`} />}
          onClick={() => navigate('/personal/guest/invoice')}
        >
          发票抬头
        </List.Item>
      </List>
    </div>
  );
}

/** A row's count: side data, so nothing while it loads or when it fails; the row works without it. */
function Count({
  queryRef,
  of,
}: {
  queryRef: QueryRef<GuestPageCountsQuery>;
  of: (data: GuestPageCountsQuery) => string;
}) {
  return (
    <QueryBoundary fallback={null} renderError={() => null}>
      <CountText queryRef={queryRef} of={of} />
    </QueryBoundary>
  );
}

function CountText({
  queryRef,
  of,
}: {
  queryRef: QueryRef<GuestPageCountsQuery>;
  of: (data: GuestPageCountsQuery) => string;
}) {
  return <>{of(useReadQuery(queryRef).data)}</>;
}
