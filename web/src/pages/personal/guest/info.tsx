import { Button, Dialog, ErrorBlock, InfiniteScroll, Skeleton, Tag, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  useGuestInfoPageDeleteMutation,
  useGuestInfoPageQuery,
  useGuestInfoPageTravellersQuery,
  type GuestInfoPageTravellersQuery,
} from '../../../__generated__/graphql.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { LoadFailed } from '../../../features/user/LoadFailed.tsx';
import { useRequireMember } from '../../../features/user/useRequireMember.ts';
import { displayMessage } from '../../../lib/errors.ts';
import '../../../features/traveller/traveller.css';
import './guest.css';

const PAGE_SIZE = 20;

type Row = GuestInfoPageTravellersQuery['travellers']['items'][number];

/** /personal/guest/info (常用旅客): the member's travellers, to add, edit or delete. */
export default function GuestInfoPage() {
  const { data, loading, error, refetch } = useGuestInfoPageQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  const navigate = useNavigate();

  let body;
  if (error && !data) body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!me || redirecting)
    body = <Skeleton.Paragraph lineCount={5} animated className="sf-guest__state" />;
  else body = <TravellerList />;

  return (
    <div className="sf-guest">
      <PageHeader title="常用旅客" fallback="/personal/guest" />
      {body}
      {me ? (
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
      ) : null}
    </div>
  );
}

function TravellerList() {
  const navigate = useNavigate();
  const { data, loading, error, refetch, fetchMore } = useGuestInfoPageTravellersQuery({
    variables: { pageNum: 1, pageSize: PAGE_SIZE },
    // Back from the form, the list must show what was just saved.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [remove] = useGuestInfoPageDeleteMutation();
  const names = new Map((data?.documentTypes ?? []).map((info) => [info.type, info.name]));

  if (error && !data) return <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton.Paragraph lineCount={5} animated className="sf-guest__state" />;
  const page = data.travellers;
  if (page.items.length === 0) {
    return (
      <div className="sf-guest__card sf-guest__state">
        <ErrorBlock
          status="empty"
          title="还没有常用旅客"
          description="添加后，预订时可直接选择，无需重复填写"
        />
      </div>
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
      await refetch({ pageNum: 1, pageSize: PAGE_SIZE });
    } catch (failure) {
      Toast.show({ content: displayMessage(failure) });
    }
  };

  const loadMore = async () => {
    await fetchMore({
      variables: { pageNum: page.pageNum + 1, pageSize: PAGE_SIZE },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.travellers.items.map((item) => item.id));
        return {
          ...fetchMoreResult,
          travellers: {
            ...fetchMoreResult.travellers,
            items: [
              ...previous.travellers.items,
              ...fetchMoreResult.travellers.items.filter((item) => !seen.has(item.id)),
            ],
          },
        };
      },
    });
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
