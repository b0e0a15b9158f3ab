import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Dialog, InfiniteScroll, Tag, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  GuestInfoPageTravellersQueryDocument,
  useGuestInfoPageDeleteMutation,
  type GuestInfoPageTravellersQuery,
  type GuestInfoPageTravellersQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../../app/page.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../../components/pageState/PageSkeleton.tsx';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../components/traveller/traveller.css';
import './guest.css';

const PAGE_SIZE = 20;
const FIRST_PAGE: GuestInfoPageTravellersQueryVariables = { pageNum: 1, pageSize: PAGE_SIZE };

type Row = GuestInfoPageTravellersQuery['travellers']['items'][number];

export const member = true;

export const loader = ({ preload }: PageLoaderArgs) => ({
  travellers: preload<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>(
    GuestInfoPageTravellersQueryDocument,
    // Back from the form, the list must show what was just saved.
    { variables: FIRST_PAGE, fetchPolicy: 'cache-and-network' },
  ),
});

/** /personal/guest/info (常用旅客): the member's travellers, to add, edit or delete. */
export default function GuestInfoPage() {
  const { travellers } = usePageData<typeof loader>();
  const navigate = useNavigate();
  return (
    <div className="sf-guest">
      <PageHeader title="常用旅客" fallback="/personal/guest" />
      <PageData fallback={<PageSkeleton lines={5} className="sf-guest__state" />}>
        <TravellerList queryRef={travellers} />
      </PageData>
      <div className="sf-guest__footer">
        <Button
          className="sf-gradient-button"
          block
          shape="rounded"
          onClick={() => navigate('/personal/guest/choice')}
        >
          新增常用旅客
        </Button>
      </div>
    </div>
  );
}

function TravellerList({ queryRef }: { queryRef: QueryRef<GuestInfoPageTravellersQuery> }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [refresh] = useRefresh(queryRef);
  const data = useReadQuery(queryRef).data;
  const [remove] = useGuestInfoPageDeleteMutation();
  const names = new Map(data.documentTypes.map((info) => [info.type, info.name]));
  const page = data.travellers;
  if (page.items.length === 0) {
    return (
      <EmptyState
        className="sf-guest__card sf-guest__state"
        title="还没有常用旅客"
        description="添加后，预订时可直接选择，无需重复填写"
      />
    );
  }

  const confirmDelete = async (row: Row) => {
    const sure = await Dialog.confirm({
      content: `确定删除常用旅客“${row.name}”吗？已下的订单不受影响。`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!sure) return;
    try {
      const { data: answer } = await remove({ variables: { input: { id: row.id } } });
      const payload = answer?.deleteTraveller;
      if (payload?.userErrors.length) {
        return void Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n') });
      }
      Toast.show({ icon: 'success', content: '已删除' });
      await refresh();
    } catch (failure) {
      Toast.show({ content: displayMessage(failure) });
    }
  };

  // The next page is asked apart and appended under the first page's answer, which the list shows:
  // a failed next page leaves the list as it is and offers its own retry (InfiniteScroll).
  const loadMore = async () => {
    const { data: next } = await client.query<
      GuestInfoPageTravellersQuery,
      GuestInfoPageTravellersQueryVariables
    >({
      query: GuestInfoPageTravellersQueryDocument,
      variables: { pageNum: page.pageNum + 1, pageSize: PAGE_SIZE },
      fetchPolicy: 'network-only',
    });
    client.cache.updateQuery<GuestInfoPageTravellersQuery, GuestInfoPageTravellersQueryVariables>(
      { query: GuestInfoPageTravellersQueryDocument, variables: FIRST_PAGE },
      (previous) => {
        if (!previous) return previous;
        const seen = new Set(previous.travellers.items.map((item) => item.id));
        return {
          ...next,
          travellers: {
            ...next.travellers,
            items: [
              ...previous.travellers.items,
              ...next.travellers.items.filter((item) => !seen.has(item.id)),
            ],
          },
        };
      },
    );
  };

  return (
    <div className="sf-guest__card">
      <ul className="sf-guest__travellers" aria-label="常用旅客">
        {page.items.map((row) => (
          <li key={row.id} className="sf-guest__row" data-testid="traveller-row">
            <div className="sf-guest__who">
              <span className="sf-guest__name">
                {row.name}
                {row.isSelf ? (
                  <Tag color="primary" fill="outline">
                    本人
                  </Tag>
                ) : null}
              </span>
              {row.documents.map((document) => (
                <span key={document.type} className="sf-guest__doc">
                  {names.get(document.type) ?? '证件'} {document.maskedNumber}
                </span>
              ))}
            </div>
            <span className="sf-guest__actions">
              <Button
                size="mini"
                fill="none"
                color="primary"
                aria-label={`编辑${row.name}`}
                onClick={() => navigate(`/personal/guest/choice?id=${encodeURIComponent(row.id)}`)}
              >
                编辑
              </Button>
              <Button
                size="mini"
                fill="none"
                color="danger"
                aria-label={`删除${row.name}`}
                onClick={() => void confirmDelete(row)}
              >
                删除
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <InfiniteScroll loadMore={loadMore} hasMore={page.hasMore}>
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="sf-link-button" onClick={() => void retry()}>
              加载失败，点击重试
            </button>
          ) : hasMore ? (
            '加载中…'
          ) : (
            `共 ${page.total} 位常用旅客`
          )
        }
      </InfiniteScroll>
    </div>
  );
}
