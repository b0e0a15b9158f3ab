import { Button, ErrorBlock, List, Radio, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import {
  usePayPagePayOrderMutation,
  usePayPageQuery,
  type PayMethod,
  type PayPageQuery,
} from '../../__generated__/graphql.ts';
import { useHost } from '../../app/HostContext.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { confirmLeaveDiscount } from '../../components/feedback.ts';
import { ORDER_TYPE_LABELS, STATUS_CHIPS, ORDER_TABS, allOrderUrl } from '../../features/order/orderList.ts';
import { PayCountdown } from '../../features/order/PayCountdown.tsx';
import { cashierHref, openCashier, orderDetailUrl, paySuccessUrl } from '../../features/order/routes.ts';
import { useOrderMember } from '../../features/order/useOrderMember.ts';
import { LoadFailed } from '../../features/user/LoadFailed.tsx';
import { displayMessage } from '../../lib/errors.ts';
import '../../features/order/order.css';
import './pay.css';

const METHODS: { method: PayMethod; name: string; note: string }[] = [
  { method: 'WECHAT', name: '微信支付', note: '推荐已安装微信的用户使用' },
  { method: 'ALIPAY', name: '支付宝', note: '推荐有支付宝账号的用户使用' },
];

const ORDER_LIST = allOrderUrl(ORDER_TABS[0]!, STATUS_CHIPS[0]!);

/**
 * /subscribe/pay?orderNo=: the order's summary, the countdown to the server's deadline, the method
 * (only WeChat inside a mini-program), and 确认支付, which starts the payment and opens the cashier
 * as a whole page. Leaving before paying asks first (spec §8).
 */
export default function PayPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const member = useOrderMember();
  const { data, loading, error, refetch } = usePayPageQuery({
    variables: { orderNo },
    skip: member.anonymous || !orderNo,
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const order = data?.order;

  let body;
  if (!orderNo) body = <Gone title="缺少订单号" />;
  else if (member.error)
    body = <LoadFailed error={member.error} loading={member.loading} onRetry={() => void member.refetch()} />;
  // While the member is still being asked (or the visitor is on the way to the login), an order
  // error is the same missing session: the skeleton stays until that is settled.
  else if (error && !data && !member.loading)
    body = <LoadFailed error={error} loading={loading} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton.Paragraph lineCount={6} animated className="sf-pay__skeleton" />;
  else if (!order) body = <Gone title="订单不存在或已删除" />;
  else body = <PayForm order={order} onExpired={() => void refetch()} />;

  return (
    <div className="sf-pay">
      <PageHeader title="收银台" fallback={ORDER_LIST} />
      {body}
    </div>
  );
}

function Gone({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <ErrorBlock
      status="empty"
      title={title}
      description="请在订单列表中查看您的订单"
      className="sf-pay__gone"
    >
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(ORDER_LIST)}>
        查看我的订单
      </Button>
    </ErrorBlock>
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
                  extra={<Radio value={m.method} aria-label={m.name} />}
                  arrowIcon={false}
                  onClick={() => setMethod(m.method)}
                >
                  {m.name}
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
              onClick={() => navigate(detail ?? ORDER_LIST)}
            >
              查看订单
            </Button>
          )}
        </div>
      )}
    </>
  );
}
