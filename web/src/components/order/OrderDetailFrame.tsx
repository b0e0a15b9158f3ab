import { useApolloClient } from '@apollo/client';
import { Button, Dialog, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useOrderDetailFrameCancelOrderMutation,
  useOrderDetailFrameDeleteOrderMutation,
  type OrderDetailFrame_OrderFragment,
} from '../../__generated__/graphql.ts';
import { displayMessage } from '../../lib/errors.ts';
import { ORDER_LIST_URL, invoiceUrl, payUrl } from '../../lib/orderRoutes.ts';
import { AfterSaleRows, type AfterSaleRow } from './AfterSaleRows.tsx';
import { PriceLines, type PriceLine } from './PriceLines.tsx';
import { Section } from './Section.tsx';
import { StatusHeader } from './StatusHeader.tsx';
import './orderDetail.css';

type Order = OrderDetailFrame_OrderFragment;

/** A server flag of the order's `actions`: what offers an action. */
export type ActionFlag = Exclude<keyof Order['actions'], '__typename'>;

/**
 * An action only the product knows how to do (退票, 改签), shown when the server's `when` flag is
 * set: it opens `href`, or runs `onClick`.
 */
export type ProductAction = { key: string; text: string; when: ActionFlag } & (
  { href: string } | { onClick: () => void }
);

/** A titled group of after-sale rows (退票记录, 改签记录); `extra` sits beside the title. */
export interface AfterSaleGroup {
  title: string;
  rows: readonly AfterSaleRow[];
  /** Names the rows for the tests (`refund-row`). */
  testId?: string;
  extra?: ReactNode;
}

/** One button of the action bar. */
export interface OrderAction {
  key: string;
  text: string;
  primary?: boolean;
}

/**
 * The buttons the order offers now, from the server's `actions` alone (the page never guesses from
 * the status), left to right: cancelling and deleting first, the product's own, the main action
 * (去支付) last, on the right under the thumb.
 */
export function orderActions(
  actions: Pick<Order['actions'], ActionFlag>,
  product: readonly Pick<ProductAction, 'key' | 'text' | 'when'>[] = [],
): OrderAction[] {
  const list: OrderAction[] = [];
  if (actions.canCancel) list.push({ key: 'cancel', text: '取消订单' });
  if (actions.canDelete) list.push({ key: 'delete', text: '删除订单' });
  if (actions.canRequestInvoice) list.push({ key: 'invoice', text: '申请发票' });
  for (const a of product) if (actions[a.when]) list.push({ key: a.key, text: a.text });
  if (actions.canPay) list.push({ key: 'pay', text: '去支付', primary: true });
  return list;
}

/**
 * The detail of an order of any product: the status head (the pay countdown while unpaid, else the
 * product's `hint`), the product's own body (`children`), 费用明细, the after-sale records and the
 * action bar. Paying, cancelling, deleting and the invoice are the same for every product;
 * `onRefresh` asks for the order again when its time to pay runs out or a cancel is refused.
 */
export function OrderDetailFrame({
  order,
  hint,
  cancelWarning,
  priceLines,
  afterSales = [],
  productActions = [],
  onRefresh,
  children,
}: {
  order: Order;
  hint: string;
  /** What cancelling gives up, asked before it is sent (`取消后座位将被释放…`). */
  cancelWarning: string;
  priceLines: readonly PriceLine[];
  afterSales?: readonly AfterSaleGroup[];
  productActions?: readonly ProductAction[];
  onRefresh: () => void;
  children?: ReactNode;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [cancelOrder] = useOrderDetailFrameCancelOrderMutation();
  const [deleteOrder] = useOrderDetailFrameDeleteOrderMutation();

  // Dialog.confirm keeps its button busy while onConfirm runs, so neither can be sent twice.
  const confirmCancel = () =>
    Dialog.confirm({
      title: '取消订单',
      content: cancelWarning,
      cancelText: '再想想',
      confirmText: '取消订单',
      onConfirm: async () => {
        try {
          const { data } = await cancelOrder({ variables: { input: { orderNo: order.orderNo } } });
          const payload = data?.cancelOrder;
          if (payload?.userErrors.length) {
            Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n') });
            onRefresh();
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
          client.cache.evict({ id: client.cache.identify(order), broadcast: false });
          client.cache.gc();
        } catch (error) {
          Toast.show({ content: displayMessage(error) });
        }
      },
    });

  const run = (key: string) => {
    switch (key) {
      case 'pay':
        return navigate(payUrl(order.orderNo));
      case 'cancel':
        return void confirmCancel();
      case 'delete':
        return void confirmDelete();
      case 'invoice':
        return navigate(invoiceUrl(order.orderNo));
    }
    const action = productActions.find((a) => a.key === key);
    if (!action) return;
    if ('href' in action) return navigate(action.href);
    action.onClick();
  };

  const actions = orderActions(order.actions, productActions);
  return (
    <>
      <StatusHeader order={order} hint={hint} onPayExpired={onRefresh} />
      {children}
      <Section title="费用明细">
        <PriceLines lines={priceLines} total={order.total.text} />
      </Section>
      {afterSales
        .filter((group) => group.rows.length > 0)
        .map((group) => (
          <Section key={group.title} title={group.title} extra={group.extra}>
            <AfterSaleRows rows={group.rows} testId={group.testId} />
          </Section>
        ))}
      {actions.length > 0 && (
        <footer className="sf-od-bar" aria-label="订单操作">
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
