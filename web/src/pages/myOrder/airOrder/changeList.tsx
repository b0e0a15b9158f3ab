import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AirOrderChangeListPageQueryDocument,
  type AirOrderChangeListPageQuery,
  type AirOrderChangeListPageQueryVariables,
} from '../../../__generated__/graphql.ts';
import { usePageData, type PageLoaderArgs } from '../../../app/page.ts';
import type { PageValidate } from '../../../app/pageValidation.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { EmptyState } from '../../../components/pageState/EmptyState.tsx';
import { PageData } from '../../../components/pageState/PageData.tsx';
import { AfterSaleRows } from '../../../components/order/AfterSaleRows.tsx';
import { changeRows } from '../../../features/flightOrder/afterSaleRows.ts';
import { flightOrderOf } from '../../../features/flightOrder/flightOrderOf.ts';
import { changeStartUrl, orderDetailUrl } from '../../../features/flightOrder/routes.ts';
import { Section } from '../../../components/order/Section.tsx';
import { Missing } from '../../../features/flightOrder/Missing.tsx';
import '../../../features/flightOrder/flightOrder.css';

export const validate: PageValidate = ({ searchParams }) => !!searchParams.get('orderNo')?.trim();

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => ({
  order: preload<AirOrderChangeListPageQuery, AirOrderChangeListPageQueryVariables>(
    AirOrderChangeListPageQueryDocument,
    {
      variables: { orderNo: searchParams.get('orderNo')?.trim() ?? '' },
      fetchPolicy: 'cache-and-network',
    },
  ),
});

/** /myOrder/airOrder/changeList (改签记录): every change of one order, newest first. */
export default function AirOrderChangeListPage() {
  const { order } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-fo-page">
      <PageHeader title="改签记录" fallback={orderDetailUrl(params.get('orderNo')?.trim() ?? '')} />
      <PageData>
        <ChangeList queryRef={order} />
      </PageData>
    </div>
  );
}

function ChangeList({ queryRef }: { queryRef: QueryRef<AirOrderChangeListPageQuery> }) {
  const navigate = useNavigate();
  const order = flightOrderOf(useReadQuery(queryRef).data.order);
  if (!order) return <Missing what="order" />;
  if (!order.changes.length) {
    return (
      <EmptyState className="sf-card sf-fo-empty" title="暂无改签记录" description="该订单还没有申请过改签">
        {order.actions.canChange && (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigate(changeStartUrl(order.orderNo, order.international))}
          >
            申请改签
          </Button>
        )}
      </EmptyState>
    );
  }
  return (
    <Section>
      <AfterSaleRows rows={changeRows(order.changes, order.international)} testId="change-row" />
    </Section>
  );
}
