import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  PaySuccessPageQueryDocument,
  type PaySuccessPageQuery,
  type PaySuccessPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoadError } from '../../components/pageState/LoadError.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { ORDER_LIST_URL, orderDetailUrl, payUrl } from '../../lib/orderRoutes.ts';
import './pay.css';

const PAID = new Set(['PAID', 'FINISHED', 'REFUNDING', 'REFUNDED']);

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const orderNo = searchParams.get('orderNo')?.trim() ?? '';
  return {
    order: orderNo
      ? preload<PaySuccessPageQuery, PaySuccessPageQueryVariables>(PaySuccessPageQueryDocument, {
          variables: { orderNo },
          fetchPolicy: 'network-only',
        })
      : null,
  };
};

/**
 * /subscribe/paySuccess?orderNo=: where the cashier sends the shopper back. It shows what the
 * server says of the order, not what the URL claims: paid, or honestly not (yet), with a refresh.
 */
export default function PaySuccessPage() {
  const { order } = usePageData<typeof loader>();
  return (
    <div className="sf-pay">
      <PageHeader title="支付成功" fallback="/" />
      {order ? (
        <PageData
          fallback={
            <>
              <PageSkeleton lines={5} className="sf-pay__skeleton" />
              <AfterwardsLinks detail={null} />
            </>
          }
          renderError={({ error, retry, retrying }) => (
            <>
              <LoadError error={error} onRetry={retry} retrying={retrying} />
              <AfterwardsLinks detail={null} />
            </>
          )}
        >
          <PaymentResult queryRef={order} />
        </PageData>
      ) : (
        <>
          <EmptyState title="缺少订单号" description="请在订单列表中查看支付结果" />
          <AfterwardsLinks detail={null} />
        </>
      )}
    </div>
  );
}

function PaymentResult({ queryRef }: { queryRef: QueryRef<PaySuccessPageQuery> }) {
  const navigate = useNavigate();
  const [refresh, refreshing] = useRefresh(queryRef);
  const order = useReadQuery(queryRef).data.order;
  if (!order) {
    return (
      <>
        <EmptyState title="订单不存在或已删除" description="请在订单列表中查看您的订单" />
        <AfterwardsLinks detail={null} />
      </>
    );
  }

  let result;
  if (PAID.has(order.status))
    result = (
      <Result
        className="sf-card sf-pay__result"
        status="success"
        title="支付成功"
        description={
          <>
            <span data-testid="paid-amount">{order.total.text}</span> · {order.title}
            <br />
            订单号 {order.orderNo}
          </>
        }
      />
    );
  else if (order.status === 'UNPAID')
    result = (
      <Result
        className="sf-card sf-pay__result"
        status="waiting"
        title="尚未收到支付结果"
        description="如果您已完成支付，请稍候刷新；如未支付，可返回继续支付"
      />
    );
  else
    result = (
      <Result
        className="sf-card sf-pay__result"
        status="warning"
        title={order.statusText}
        description="订单未支付成功，如有扣款将原路退回"
      />
    );

  if (order.status !== 'UNPAID')
    return (
      <>
        {result}
        <AfterwardsLinks detail={orderDetailUrl(order.typeCode, order.orderNo)} />
      </>
    );
  return (
    <>
      {result}
      <div className="sf-pay__links">
        <Button
          block
          shape="rounded"
          loading={refreshing}
          onClick={() => void refresh().catch(() => undefined)}
        >
          刷新
        </Button>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => navigate(payUrl(order.orderNo), { replace: true })}
        >
          继续支付
        </Button>
      </div>
    </>
  );
}

/** 查看订单 (its detail page, or the order list) and 返回首页. */
function AfterwardsLinks({ detail }: { detail: string | null }) {
  const navigate = useNavigate();
  return (
    <div className="sf-pay__links">
      <Button
        block
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => navigate(detail ?? ORDER_LIST_URL)}
      >
        查看订单
      </Button>
      <Button block color="primary" shape="rounded" onClick={() => navigate('/')}>
        返回首页
      </Button>
    </div>
  );
}
