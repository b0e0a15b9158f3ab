import { Button } from 'antd-mobile';
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useOrderCardCancelOrderMutation,
  useOrderCardDeleteOrderMutation,
  type OrderStatus,
  type OrderType,
} from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { ORDER_TYPE_LABELS } from './orderList.ts';
import { PayCountdown } from '../../components/PayCountdown.tsx';
import { orderDetailUrl, payUrl } from '../../lib/orderRoutes.ts';
import './order.css';

/** What the card shows of an order (the list's query selects these fields). */
export interface OrderCardOrder {
  id: string;
  orderNo: string;
  type: OrderType;
  typeCode: number;
  status: OrderStatus;
  statusText: string;
  title: string;
  subtitle: string | null;
  total: { text: string };
  payRemainingSeconds: number | null;
  actions: { canPay: boolean; canCancel: boolean; canDelete: boolean };
}

/** After a cancel or delete: the list and the tab bar's unpaid badge ask again. */
const REFETCH = ['AllOrderPageQuery', 'ShellUnpaidOrdersQuery'];

// Dialog and Toast (with the Mask and animations behind them) load on the first cancel or delete,
// not with the order list.
const feedback = () => import('../../components/feedback.ts');

async function confirm(content: string, confirmText: string): Promise<boolean> {
  return (await feedback()).confirmDialog({ content, confirmText, cancelText: '再想想' });
}

function toast(props: { content: string; icon?: 'success' }) {
  void feedback().then(({ showToast }) => showToast(props));
}

/**
 * One order in the list: product, status, title, total; for an unpaid order the countdown to the
 * server's deadline with 去支付 and 取消订单; 删除订单 when the server allows it. Tapping the card
 * opens the product's detail page (when the product has one).
 */
export function OrderCard({ order, onExpired }: { order: OrderCardOrder; onExpired?: () => void }) {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const [cancelOrder, cancelling] = useOrderCardCancelOrderMutation({
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const [deleteOrder, deleting] = useOrderCardDeleteOrderMutation({
    refetchQueries: REFETCH,
    awaitRefetchQueries: true,
  });
  const detail = orderDetailUrl(order.typeCode, order.orderNo);
  const unpaid = order.status === 'UNPAID' && order.payRemainingSeconds !== null && !expired;

  const stop = (e: MouseEvent) => e.stopPropagation();

  const onCancel = async (e: MouseEvent) => {
    stop(e);
    if (!(await confirm('确定取消该订单吗？取消后需重新下单', '取消订单'))) return;
    try {
      const { data } = await cancelOrder({ variables: { input: { orderNo: order.orderNo } } });
      const error = data?.cancelOrder.userErrors[0];
      toast(error ? { content: error.message } : { icon: 'success', content: '订单已取消' });
    } catch (error) {
      toast({ content: displayMessage(error) });
    }
  };

  const onDelete = async (e: MouseEvent) => {
    stop(e);
    if (!(await confirm('删除后订单将不再显示，确定删除吗？', '删除订单'))) return;
    try {
      const { data } = await deleteOrder({ variables: { input: { orderNo: order.orderNo } } });
      const error = data?.deleteOrder.userErrors[0];
      toast(error ? { content: error.message } : { icon: 'success', content: '订单已删除' });
    } catch (error) {
      toast({ content: displayMessage(error) });
    }
  };

  const onPay = (e: MouseEvent) => {
    stop(e);
    navigate(payUrl(order.orderNo));
  };

  const onEnd = () => {
    setExpired(true);
    onExpired?.();
  };

  return (
    <article
      className={`sf-card sf-order-card${detail ? ' sf-order-card--link' : ''}`}
      data-testid="order-card"
      onClick={detail ? () => navigate(detail) : undefined}
    >
      <header className="sf-order-card__head">
        <span className="sf-order-card__type">{ORDER_TYPE_LABELS[order.type]}</span>
        <span className={`sf-order-card__status sf-order-card__status--${order.status.toLowerCase()}`}>
          {expired ? '已超时' : order.statusText}
        </span>
      </header>
      <h3 className="sf-order-card__title">{order.title}</h3>
      {order.subtitle && <p className="sf-order-card__sub">{order.subtitle}</p>}
      <p className="sf-order-card__total">
        {order.status === 'UNPAID' ? '应付' : '订单金额'} <b>{order.total.text}</b>
      </p>
      {unpaid && (
        <p className="sf-order-card__countdown">
          剩余支付时间 <PayCountdown seconds={order.payRemainingSeconds ?? 0} onEnd={onEnd} />
          ，超时订单将自动取消
        </p>
      )}
      <footer className="sf-order-card__actions">
        {order.actions.canCancel && !expired && (
          <Button size="small" shape="rounded" loading={cancelling.loading} onClick={onCancel}>
            取消订单
          </Button>
        )}
        {order.actions.canDelete && (
          <Button size="small" shape="rounded" loading={deleting.loading} onClick={onDelete}>
            删除订单
          </Button>
        )}
        {order.actions.canPay && unpaid && (
          <Button size="small" shape="rounded" color="primary" onClick={onPay}>
            去支付
          </Button>
        )}
      </footer>
    </article>
  );
}
