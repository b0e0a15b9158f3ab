import { Button, ErrorBlock, Result, Skeleton } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePaySuccessPageQuery } from '../../__generated__/graphql.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { allOrderUrl, ORDER_TABS, STATUS_CHIPS } from '../../features/order/orderList.ts';
import { orderDetailUrl, payUrl } from '../../features/order/routes.ts';
import { useOrderMember } from '../../features/order/useOrderMember.ts';
import { LoadFailed } from '../../features/user/LoadFailed.tsx';
import './pay.css';

const ORDER_LIST = allOrderUrl(ORDER_TABS[0]!, STATUS_CHIPS[0]!);
const PAID = new Set(['PAID', 'FINISHED', 'REFUNDING', 'REFUNDED']);

/**
 * /subscribe/paySuccess?orderNo=: where the cashier sends the shopper back. It shows what the
 * server says of the order, not what the URL claims: paid, or honestly not (yet), with a refresh.
 */
export default function PaySuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const member = useOrderMember();
  const { data, loading, error, refetch } = usePaySuccessPageQuery({
    variables: { orderNo },
    skip: member.anonymous || !orderNo,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.order;
  const detail = order ? orderDetailUrl(order.typeCode, order.orderNo) : null;

  let body;
  if (!orderNo)
    body = <ErrorBlock status="empty" title="缺少订单号" description="请在订单列表中查看支付结果" />;
  else if (member.error)
    body = <LoadFailed error={member.error} loading={member.loading} onRetry={() => void member.refetch()} />;
  else if (error && !data && !member.loading)
    body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton.Paragraph lineCount={5} animated className="sf-pay__skeleton" />;
  else if (!order)
    body = <ErrorBlock status="empty" title="订单不存在或已删除" description="请在订单列表中查看您的订单" />;
  else if (PAID.has(order.status))
    body = (
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
    body = (
      <Result
        className="sf-card sf-pay__result"
        status="waiting"
        title="尚未收到支付结果"
        description="如果您已完成支付，请稍候刷新；如未支付，可返回继续支付"
      />
    );
  else
    body = (
      <Result
        className="sf-card sf-pay__result"
        status="warning"
        title={order.statusText}
        description="订单未支付成功，如有扣款将原路退回"
      />
    );

  const unpaid = order?.status === 'UNPAID';
  return (
    <div className="sf-pay">
      <PageHeader title="支付成功" fallback="/" />
      {body}
      <div className="sf-pay__links">
        {unpaid && (
          <>
            <Button block shape="rounded" loading={loading} onClick={() => void refetch()}>
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
          </>
        )}
        {!unpaid && (
          <>
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => navigate(detail ?? ORDER_LIST)}
            >
              查看订单
            </Button>
            <Button block color="primary" shape="rounded" onClick={() => navigate('/')}>
              返回首页
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
