import { useApolloClient, useReadQuery, type QueryRef } from '@apollo/client';
import { Button, InfiniteScroll } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AllOrderPageQueryDocument,
  type AllOrderPageQuery,
  type AllOrderPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
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
import './allorder.css';

export const PAGE_SIZE = 10;

/** The first page of the tab and status chip the URL names. */
export function ordersVariables(params: URLSearchParams): AllOrderPageQueryVariables {
  return { tab: tabOf(params).tab, status: chipOf(params).filter, pageNum: 1, pageSize: PAGE_SIZE };
}

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  orders: preload<AllOrderPageQuery, AllOrderPageQueryVariables>(AllOrderPageQueryDocument, {
    variables: ordersVariables(searchParams),
    // A list seen before shows at once, and the server's current one follows.
    fetchPolicy: 'cache-and-network',
  }),
});

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
  const { orders } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = tabOf(params);
  const chip = chipOf(params);
  const [refresh] = useRefresh(orders);

  const go = (nextTab: OrderTabDef, nextChip: StatusChip) =>
    navigate(allOrderUrl(nextTab, nextChip), { replace: true });

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
          await refresh().catch(() => undefined);
        }}
      >
        <main className="sf-allorder__list">
          {/* Keyed by tab and chip: another list starts from its skeleton, as a new page would. */}
          <PageData
            key={`${tab.index}:${chip.code}`}
            fallback={<PageSkeleton cards={[2, 2, 2]} className="sf-card sf-order-card" />}
          >
            <OrderList
              queryRef={orders}
              variables={ordersVariables(params)}
              emptyTitle={emptyText(tab, chip)}
              onExpired={() => void refresh().catch(() => undefined)}
            />
          </PageData>
        </main>
      </PullRefresh>
    </div>
  );
}

const TAB_ITEMS = ORDER_TABS.map((t) => ({ key: String(t.index), title: t.label }));

function OrderList({
  queryRef,
  variables,
  emptyTitle,
  onExpired,
}: {
  queryRef: QueryRef<AllOrderPageQuery>;
  variables: AllOrderPageQueryVariables;
  emptyTitle: string;
  onExpired: () => void;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const page = useReadQuery(queryRef).data.orders;

  // The next page is asked apart and appended under the first page's answer, which the list shows:
  // a failed next page leaves the list as it is and offers its own retry (InfiniteScroll).
  const loadMore = async () => {
    const { data: next } = await client.query<AllOrderPageQuery, AllOrderPageQueryVariables>({
      query: AllOrderPageQueryDocument,
      variables: { ...variables, pageNum: page.pageNum + 1 },
      fetchPolicy: 'network-only',
    });
    client.cache.updateQuery<AllOrderPageQuery, AllOrderPageQueryVariables>(
      { query: AllOrderPageQueryDocument, variables },
      (previous) => previous && mergePages(previous, next),
    );
  };

  if (page.items.length === 0) {
    return (
      <EmptyState className="sf-allorder__empty" title={emptyTitle} description="去首页挑选心仪的行程吧">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate('/')}>
          去首页逛逛
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      {page.items.map((order) => (
        <OrderCard key={order.id} order={order} onExpired={onExpired} />
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
}
