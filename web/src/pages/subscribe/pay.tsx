import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, List, Radio, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import {
  PayPageQueryDocument,
  usePayPagePayOrderMutation,
  type PayMethod,
  type PayPageQuery,
  type PayPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { useHost } from '../../app/HostContext.tsx';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { confirmLeaveDiscount } from '../../components/feedback.ts';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { ORDER_TYPE_LABELS } from '../../features/order/orderList.ts';
import { PayCountdown } from '../../components/PayCountdown.tsx';
import {
  ORDER_LIST_URL,
  cashierHref,
  openCashier,
  orderDetailUrl,
  paySuccessUrl,
} from '../../lib/orderRoutes.ts';
import { displayMessage } from '../../lib/errors.ts';
import '../../features/order/order.css';
import './pay.css';

const METHODS: { method: PayMethod; name: string; note: string }[] = [
  { method: 'WECHAT', name: '微信支付', note: '推荐已安装微信的用户使用' },
  { method: 'ALIPAY', name: '支付宝', note: '推荐有支付宝账号的用户使用' },
];

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const orderNo = searchParams.get('orderNo')?.trim() ?? '';
  return {
    order: orderNo
      ? preload<PayPageQuery, PayPageQueryVariables>(PayPageQueryDocument, {
          variables: { orderNo },
          fetchPolicy: 'network-only',
        })
      : null,
  };
};

/**
 * /subscribe/pay?orderNo=: the order's summary, the countdown to the server's deadline, the method
 * (only WeChat inside a mini-program), and 确认支付, which starts the payment and opens the cashier
 * as a whole page. Leaving before paying asks first (spec §8).
 */
export default function PayPage() {
  const { order } = usePageData<typeof loader>();
  return (
    <div className="sf-pay">
      <PageHeader title="收银台" fallback={ORDER_LIST_URL} />
      {order ? (
        <PageData fallback={<PageSkeleton lines={6} className="sf-pay__skeleton" />}>
          <PayOrderOf queryRef={order} />
        </PageData>
      ) : (
        <Gone title="缺少订单号" />
      )}
    </div>
  );
}

function PayOrderOf({ queryRef }: { queryRef: QueryRef<PayPageQuery> }) {
  const [refresh] = useRefresh(queryRef);
  const order = useReadQuery(queryRef).data.order;
  if (!order) return <Gone title="订单不存在或已删除" />;
  return <PayForm order={order} onExpired={() => void refresh().catch(() => undefined)} />;
}

function Gone({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <EmptyState title={title} description="请在订单列表中查看您的订单" className="sf-pay__gone">
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(ORDER_LIST_URL)}>
        查看我的订单
      </Button>
    </EmptyState>
  );
}

type PayOrder = NonNullable<PayPageQuery['order']>;

function PayForm({ order, onExpired }: { order: PayOrder; onExpired: () => void }) {
  const navigate = useNavigate();
  const host = useHost();
  const methods = host.inMiniProgram ? METHODS.filter((m) => m.method === 'WECHAT') : METHODS;
  const [method, setMethod] = useState<PayMethod>('WECHAT');
  const [expired, setExpired] = useState(false);
  const leaving = useRef(false);
  const [payOrder, { loading: paying }] = usePayPagePayOrderMutation();

  const payable =
    order.status === 'UNPAID' && order.actions.canPay && (order.payRemainingSeconds ?? 0) > 0 && !expired;

  // Leaving a payable order asks first; going on to the success page does not.
  const blocker = useBlocker(
    ({ nextLocation }) => payable && !leaving.current && nextLocation.pathname !== '/subscribe/paySuccess',
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmLeaveDiscount().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  const pay = async () => {
    try {
      const { data } = await payOrder({ variables: { input: { orderNo: order.orderNo, method } } });
      const payload = data?.payOrder;
      const href = payload?.payment && cashierHref(payload.payment.cashierUrl);
      if (href) {
        leaving.current = true;
        return openCashier(href);
      }
      const refusal = payload?.userErrors[0];
      if (refusal?.code === 'ORDER_ALREADY_PAID') {
        leaving.current = true;
        return void navigate(paySuccessUrl(order.orderNo), { replace: true });
      }
      Toast.show({ content: refusal?.message ?? '支付暂时无法发起，请稍后重试' });
      onExpired();
    } catch (error) {
      Toast.show({ content: displayMessage(error) });
    }
  };

  const detail = orderDetailUrl(order.typeCode, order.orderNo);
  return (
    <>
      <section className="sf-card sf-pay__head">
        {payable ? (
          <p className="sf-pay__deadline">
            剩余支付时间{' '}
            <PayCountdown
              seconds={order.payRemainingSeconds ?? 0}
              onEnd={() => {
                setExpired(true);
                onExpired();
              }}
            />
          </p>
        ) : (
          <p className="sf-pay__deadline sf-pay__deadline--over" role="status">
            {order.status === 'UNPAID' || order.status === 'CANCELLED' ? '订单已超时' : order.statusText}
          </p>
        )}
        <p className="sf-pay__amount" data-testid="pay-amount">
          {order.total.text}
        </p>
        <p className="sf-pay__order">
          <span className="sf-order-card__type">{ORDER_TYPE_LABELS[order.type]}</span> {order.title}
        </p>
        {order.subtitle && <p className="sf-pay__sub">{order.subtitle}</p>}
        <p className="sf-pay__no">订单号 {order.orderNo}</p>
      </section>

      {payable ? (
        <>
          <List header="选择支付方式" className="sf-pay__methods">
            <Radio.Group value={method} onChange={(v) => setMethod(v as PayMethod)}>
              {methods.map((m) => (
                <List.Item
                  key={m.method}
                  description={m.note}
                  extra={<Radio value={m.method} id={`sf-pay-${m.method}`} />}
                  arrowIcon={false}
                  onClick={() => setMethod(m.method)}
                >
                  {/* Names the radio (an aria-label on antd-mobile's Radio lands on its <label>, where ARIA forbids it). */}
                  <label htmlFor={`sf-pay-${m.method}`}>{m.name}</label>
                </List.Item>
              ))}
            </Radio.Group>
          </List>
          {host.inMiniProgram && <p className="sf-pay__hint">小程序内仅支持微信支付</p>}
          <div className="sf-pay__bar">
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              loading={paying}
              onClick={() => void pay()}
            >
              确认支付 {order.total.text}
            </Button>
          </div>
        </>
      ) : (
        <div className="sf-pay__bar">
          {order.status === 'PAID' || order.status === 'FINISHED' ? (
            <Button
              block
              color="primary"
              shape="rounded"
              onClick={() => navigate(paySuccessUrl(order.orderNo), { replace: true })}
            >
              查看支付结果
            </Button>
          ) : (
            <Button
              block
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => navigate(detail ?? ORDER_LIST_URL)}
            >
              查看订单
            </Button>
          )}
        </div>
      )}
    </>
  );
}
