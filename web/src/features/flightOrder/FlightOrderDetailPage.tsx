import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FlightOrderDetail_OrderFragment } from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useRequireMember } from '../user/useRequireMember.ts';
import { FlightOrderDetail } from './FlightOrderDetail.tsx';
import { MISSING, PageState } from './PageState.tsx';
import { ORDER_LIST_URL, orderDetailUrl } from './routes.ts';
import './flightOrder.css';

export interface OrderPageQuery {
  loading: boolean;
  error?: unknown;
  hasData: boolean;
  /** The query answered with no member. */
  anonymous: boolean;
  refetch: () => unknown;
}

/**
 * /myOrder/airOrder/detail and interDetail: one page for both, each reached by its own URL. An
 * order opened at the other's URL (an old link, a generic list entry) moves to its own, so the
 * change pages it links to match it.
 */
export function FlightOrderDetailPage({
  query,
  order,
  international,
}: {
  query: OrderPageQuery;
  order: FlightOrderDetail_OrderFragment | null;
  international: boolean;
}) {
  const navigate = useNavigate();
  const redirecting = useRequireMember({
    loading: query.loading,
    error: query.error,
    anonymous: query.anonymous,
  });
  const elsewhere = order !== null && order.international !== international;
  useEffect(() => {
    if (order && elsewhere) navigate(orderDetailUrl(order.orderNo, order.international), { replace: true });
  }, [order, elsewhere, navigate]);

  return (
    <div className="sf-fo-page sf-fo-page--bar">
      <PageHeader title="订单详情" fallback={ORDER_LIST_URL} />
      <PageState
        loading={query.loading}
        error={query.error}
        hasData={query.hasData}
        redirecting={redirecting || elsewhere}
        onRetry={() => void query.refetch()}
        missing={!order && MISSING.order}
      >
        {() => order && <FlightOrderDetail order={order} onRefetch={() => void query.refetch()} />}
      </PageState>
    </div>
  );
}
