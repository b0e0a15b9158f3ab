import { useApolloClient } from '@apollo/client';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import {
  useFlightOrderDetailCancelOrderMutation,
  useFlightOrderDetailDeleteOrderMutation,
  type FlightOrderDetail_OrderFragment,
} from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { ChangeRows, RefundRows } from './AfterSaleRows.tsx';
import { FlightSegmentCard, segmentLabel } from './FlightSegmentCard.tsx';
import { Pair, Section } from './Section.tsx';
import { PassengerList } from './PassengerList.tsx';
import { PriceLines } from './PriceLines.tsx';
import { StatusHeader } from './StatusHeader.tsx';
import {
  ORDER_LIST_URL,
  changeListUrl,
  changeStartUrl,
  invoiceUrl,
  payUrl,
  refundNoticeUrl,
} from './routes.ts';

type Order = FlightOrderDetail_OrderFragment;

/** One button of the action bar. */
export interface OrderAction {
  key: 'pay' | 'cancel' | 'refund' | 'change' | 'invoice' | 'delete';
  text: string;
  primary?: boolean;
}

/**
 * The buttons the order offers now, from the server's `actions` alone (the page never guesses from
 * the status), left to right: cancelling and deleting first, the main action (去支付, 退票) last, on
 * the right under the thumb.
 */
export function orderActions(actions: Order['actions']): OrderAction[] {
  const list: OrderAction[] = [];
  if (actions.canCancel) list.push({ key: 'cancel', text: '取消订单' });
  if (actions.canDelete) list.push({ key: 'delete', text: '删除订单' });
  if (actions.canRequestInvoice) list.push({ key: 'invoice', text: '申请发票' });
  if (actions.canChange) list.push({ key: 'change', text: '改签' });
  if (actions.canRefund) list.push({ key: 'refund', text: '退票' });
  if (actions.canPay) list.push({ key: 'pay', text: '去支付', primary: true });
  return list;
}

/** The body of /myOrder/airOrder/detail and interDetail. */
export function FlightOrderDetail({ order, onRefetch }: { order: Order; onRefetch: () => void }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [cancelOrder] = useFlightOrderDetailCancelOrderMutation();
  const [deleteOrder] = useFlightOrderDetailDeleteOrderMutation();

  // Dialog.confirm keeps its button busy while onConfirm runs, so neither can be sent twice.
  const confirmCancel = () =>
    Dialog.confirm({
      title: '取消订单',
      content: '取消后座位将被释放，如需出行需重新预订。确定取消吗？',
      cancelText: '再想想',
      confirmText: '取消订单',
      onConfirm: async () => {
        try {
          const { data } = await cancelOrder({ variables: { input: { orderNo: order.orderNo } } });
          const payload = data?.cancelOrder;
          if (payload?.userErrors.length) {
            Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n') });
            onRefetch();
            return;
          }
          Toast.show({ icon: 'success', content: '订单已取消' });
        } catch (error) {
          Toast.show({ content: displayMessage(error) });
        }
      },
    });

  const confirmDelete = () =>
    Dialog.confirm({
      title: '删除订单',
      content: '删除后将无法在订单列表中查看此订单。确定删除吗？',
      cancelText: '再想想',
      confirmText: '删除',
      onConfirm: async () => {
        try {
          const { data } = await deleteOrder({ variables: { input: { orderNo: order.orderNo } } });
          const payload = data?.deleteOrder;
          if (!payload?.deletedOrderNo) {
            Toast.show({
              content: payload?.userErrors.map((e) => e.message).join('\n') || '删除失败，请稍后重试',
            });
            return;
          }
          Toast.show({ icon: 'success', content: '订单已删除' });
          await navigate(ORDER_LIST_URL, { replace: true });
          // The list must not show it again from the cache. Without a broadcast: this page's own
          // query, maybe still mounted, must not ask the server for the deleted order again.
          client.cache.evict({
            id: client.cache.identify({ __typename: 'FlightOrder', id: order.id }),
            broadcast: false,
          });
          client.cache.gc();
        } catch (error) {
          Toast.show({ content: displayMessage(error) });
        }
      },
    });

  const run = (key: OrderAction['key']) => {
    switch (key) {
      case 'pay':
        return navigate(payUrl(order.orderNo));
      case 'cancel':
        return void confirmCancel();
      case 'delete':
        return void confirmDelete();
      case 'refund':
        return navigate(refundNoticeUrl(order.orderNo));
      case 'change':
        return navigate(changeStartUrl(order.orderNo, order.international));
      case 'invoice':
        return navigate(invoiceUrl(order.orderNo));
    }
  };

  const actions = orderActions(order.actions);
  return (
    <>
      <StatusHeader order={order} onPayExpired={onRefetch} />
      <Section title={order.title}>
        {order.segments.map((s) => (
          <FlightSegmentCard key={s.index} segment={s} label={segmentLabel(s.index, order.segments.length)} />
        ))}
      </Section>
      <Section title="乘机人">
        <PassengerList passengers={order.passengers} />
      </Section>
      <Section title="联系人">
        <dl className="sf-fo-kv">
          <Pair label="姓名">{order.contact.name}</Pair>
          <Pair label="手机">{order.contact.maskedMobile}</Pair>
          {order.contact.email && <Pair label="邮箱">{order.contact.email}</Pair>}
        </dl>
      </Section>
      <Section title="费用明细">
        <PriceLines lines={order.priceLines} total={order.total.text} />
      </Section>
      {order.refunds.length > 0 && (
        <Section title="退票记录">
          <RefundRows refunds={order.refunds} />
        </Section>
      )}
      {order.changes.length > 0 && (
        <Section
          title="改签记录"
          extra={
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() => navigate(changeListUrl(order.orderNo))}
            >
              全部
            </Button>
          }
        >
          <ChangeRows changes={order.changes} international={order.international} />
        </Section>
      )}
      {actions.length > 0 && (
        <footer className="sf-fo-bar" aria-label="订单操作">
          {actions.map((a) => (
            <Button
              key={a.key}
              className={a.primary ? 'sf-gradient-button' : undefined}
              shape="rounded"
              size="small"
              fill={a.primary ? 'solid' : 'outline'}
              onClick={() => run(a.key)}
            >
              {a.key === 'pay' ? `${a.text} ${order.total.text}` : a.text}
            </Button>
          ))}
        </footer>
      )}
    </>
  );
}
