import { Button, createErrorBlock, InfiniteScroll, Skeleton } from 'antd-mobile';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AllOrderPageQueryDocument,
  OrderMemberQueryDocument,
  useAllOrderPageQuery,
  type AllOrderPageQuery,
} from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PullRefresh } from '../../components/PullRefresh.tsx';
import { TabStrip } from '../../components/TabStrip.tsx';
import { OrderCard } from '../../features/order/OrderCard.tsx';
import {
  allOrderUrl,
  chipOf,
  emptyText,
  ORDER_TABS,
  STATUS_CHIPS,
  tabOf,
  type OrderTabDef,
  type StatusChip,
} from '../../features/order/orderList.ts';
import { useOrderMember } from '../../features/order/useOrderMember.ts';
import { LoadFailed } from '../../features/user/LoadFailed.tsx';
import './allorder.css';

// antd-mobile's ErrorBlock with only the picture this page draws (the stock one carries four).
const ErrorBlock = createErrorBlock({ empty: emptyImage });

export const PAGE_SIZE = 10;

/** Asked for in the first render: the member check and the list, together. */
export const queries = [OrderMemberQueryDocument, AllOrderPageQueryDocument];

/** Appends a further page to what is shown, without repeating an order that moved between pages. */
export function mergePages(previous: AllOrderPageQuery, next: AllOrderPageQuery): AllOrderPageQuery {
  const seen = new Set(previous.orders.items.map((o) => o.id));
  return {
    ...previous,
    orders: {
      ...next.orders,
      items: [...previous.orders.items, ...next.orders.items.filter((o) => !seen.has(o.id))],
    },
  };
}

/**
 * /myOrder/allorder: the member's orders by the tabs of spec §3 (`tab` in the URL) and the status
 * chips (`ProStatusType` / `ProStatus`, see orderList.ts), newest first, a page at a time as the
 * list scrolls; pull down to refresh. Products not built yet simply have no orders.
 */
export default function AllOrderPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabOf(params);
  const chip = chipOf(params);
  const member = useOrderMember();
  const { data, loading, error, refetch, fetchMore } = useAllOrderPageQuery({
    variables: { tab: tab.tab, status: chip.filter, pageNum: 1, pageSize: PAGE_SIZE },
    skip: member.anonymous,
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.orders;

  const go = (nextTab: OrderTabDef, nextChip: StatusChip) =>
    navigate(allOrderUrl(nextTab, nextChip), { replace: true });

  const loadMore = async () => {
    if (!page) return;
    await fetchMore({
      variables: { pageNum: page.pageNum + 1 },
      updateQuery: (previous, { fetchMoreResult }) => mergePages(previous, fetchMoreResult),
    });
  };

  let body;
  if (member.error)
    body = <LoadFailed error={member.error} loading={member.loading} onRetry={() => void member.refetch()} />;
  else if (error && !page && !member.loading)
    body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!page) body = <ListSkeleton />;
  else if (page.items.length === 0)
    body = (
      <ErrorBlock
        className="sf-allorder__empty"
        status="empty"
        title={emptyText(tab, chip)}
        description="去首页挑选心仪的行程吧"
      >
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate('/')}>
          去首页逛逛
        </Button>
      </ErrorBlock>
    );
  else
    body = (
      <>
        {page.items.map((order) => (
          <OrderCard key={order.id} order={order} onExpired={() => void refetch()} />
        ))}
        <InfiniteScroll loadMore={loadMore} hasMore={page.hasMore}>
          {(hasMore, failed, retry) =>
            failed ? (
              <span>
                加载失败，<a onClick={() => void retry()}>点击重试</a>
              </span>
            ) : hasMore ? (
              '加载中…'
            ) : (
              `共 ${page.total} 个订单，没有更多了`
            )
          }
        </InfiniteScroll>
      </>
    );

  return (
    <div className="sf-allorder">
      <PageHeader title="订单列表" noBack />
      <div className="sf-allorder__bar">
        <TabStrip
          items={TAB_ITEMS}
          activeKey={String(tab.index)}
          onChange={(key) => go(ORDER_TABS[Number(key)] ?? ORDER_TABS[0]!, chip)}
          label="订单类型"
          className="sf-allorder__tabs"
        />
        <div className="sf-allorder__chips" role="group" aria-label="订单状态">
          {STATUS_CHIPS.map((c) => (
            <button
              key={c.code}
              type="button"
              className={`sf-allorder__chip${c.code === chip.code ? ' sf-allorder__chip--on' : ''}`}
              aria-pressed={c.code === chip.code}
              onClick={() => go(tab, c)}
            >
              {c.label}
            </button>
          ))}
        </div>
      </div>
      <PullRefresh
        onRefresh={async () => {
          await refetch();
        }}
      >
        <main className="sf-allorder__list">{body}</main>
      </PullRefresh>
    </div>
  );
}

const TAB_ITEMS = ORDER_TABS.map((t) => ({ key: String(t.index), title: t.label }));

function ListSkeleton() {
  return (
    <div aria-busy="true" data-testid="order-skeleton">
      {[0, 1, 2].map((i) => (
        <div key={i} className="sf-card sf-order-card">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}
