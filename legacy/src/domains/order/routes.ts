import { restRoutes } from '@storefront/schema/rest';
import { ORDER_STATUS_FILTERS } from '@storefront/schema/rest/order';
import { badParam, LegacyError } from '../../core/errors.ts';
import type { Params } from '../../core/params.ts';
import { toShanghaiIso } from '../../time.ts';
import type { Domain } from '../types.ts';
import { afterCancel, withOrderClock } from './clock.ts';
import { OrderFlag, orderNotFound } from './flags.ts';
import type { OrderRow } from './hooks.ts';
import { listOrders, memberOrder, TAB_ORDER_TYPES } from './list.ts';
import { DELETABLE_STATUSES, genericOrders, payRemainingSeconds } from './view.ts';

const contract = restRoutes.order;

const MAX_PAGE_SIZE = 50;

/** An optional whole number in [min, max]; `fallback` when absent. */
function wholeParam(
  params: Params,
  name: string,
  label: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = params.optionalString(name, label);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw badParam(`${label}应为 ${min} 到 ${max} 之间的整数`);
  return value;
}

/** `types=2,8`: order-type codes, or null when absent. */
function typesParam(params: Params): number[] | null {
  const raw = params.optionalString('types', '订单类型');
  if (raw === undefined) return null;
  const types = raw.split(',').map((s) => s.trim());
  if (types.length > 20 || types.some((t) => !/^\d{1,3}$/.test(t)))
    throw badParam('订单类型应为以逗号分隔的类型代码');
  return types.map(Number);
}

export function orderNoParam(params: Params): string {
  const orderNo = params.string('order_no', '订单号');
  if (orderNo.length > 40) throw badParam('订单号格式不正确');
  return orderNo;
}

/**
 * The generic order service (CONTRACT.md "Orders"): list, detail, cancel, delete, countdown and the
 * unpaid count, for every product. Each call applies the order clock first (clock.ts).
 */
export const orderDomain: Domain = {
  name: 'order',
  register({ route, db }) {
    route(contract.list, async ({ params, member, nowMs }) => {
      const tab = wholeParam(params, 'tab', '订单分类', 0, 0, 6);
      const status = params.has('status') ? params.oneOf('status', '订单状态', ORDER_STATUS_FILTERS) : 'all';
      const pageNum = wholeParam(params, 'pageNum', '页码', 1, 1, 10_000);
      const pageSize = wholeParam(params, 'pageSize', '每页条数', 10, 1, MAX_PAGE_SIZE);
      const types = typesParam(params);
      if (TAB_ORDER_TYPES[tab] === undefined) throw badParam('订单分类不正确');
      return withOrderClock(db, nowMs, async (tx) => {
        const { rows, total } = await listOrders(tx, {
          memberId: member.id,
          tab,
          status,
          types,
          pageNum,
          pageSize,
        });
        return { list: await genericOrders(tx, rows, nowMs), total, pageNum, pageSize };
      });
    });

    route(contract.detail, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      return withOrderClock(db, nowMs, async (tx) => {
        const order = await memberOrder(tx, member.id, orderNo);
        if (!order) throw orderNotFound();
        const [generic] = await genericOrders(tx, [order], nowMs);
        return generic;
      });
    });

    route(contract.cancel, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      return withOrderClock(db, nowMs, async (tx) => {
        const cancelled = await tx.query<OrderRow>(
          `update orders set status = 'cancelled', cancelled_at = $3, updated_at = $3
            where order_no = $1 and member_id = $2 and status = 'unpaid' and deleted_at is null
            returning *`,
          [orderNo, member.id, new Date(nowMs)],
        );
        if (cancelled.length > 0) await afterCancel(tx, cancelled, nowMs);
        const order = cancelled[0] ?? (await memberOrder(tx, member.id, orderNo));
        if (!order) throw orderNotFound();
        // Already cancelled (a second tap, or the deadline got there first) is what was asked for.
        if (order.status !== 'cancelled') {
          throw new LegacyError(
            OrderFlag.ORDER_NOT_CANCELLABLE,
            order.status === 'paid' ? '订单已支付，不能取消；如需退款请申请退款' : '该订单当前不能取消',
          );
        }
        const [generic] = await genericOrders(tx, [order], nowMs);
        return { order: generic };
      });
    });

    route(contract.remove, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      return withOrderClock(db, nowMs, async (tx) => {
        const order = await memberOrder(tx, member.id, orderNo);
        if (!order) throw orderNotFound();
        if (!DELETABLE_STATUSES.includes(order.status)) {
          throw new LegacyError(OrderFlag.ORDER_NOT_DELETABLE, '只能删除已完成、已取消或已退款的订单');
        }
        await tx.query('update orders set deleted_at = $2, updated_at = $2 where order_no = $1', [
          orderNo,
          new Date(nowMs),
        ]);
        return { order_no: orderNo };
      });
    });

    route(contract.countDown, async ({ params, member, nowMs }) => {
      const orderNo = orderNoParam(params);
      return withOrderClock(db, nowMs, async (tx) => {
        const order = await memberOrder(tx, member.id, orderNo);
        if (!order) throw orderNotFound();
        const unpaid = order.status === 'unpaid' && order.pay_deadline;
        return {
          order_no: order.order_no,
          status: order.status,
          pay_deadline: unpaid ? toShanghaiIso(order.pay_deadline!) : null,
          remaining_seconds: payRemainingSeconds(order, nowMs) ?? 0,
        };
      });
    });

    route(contract.unpaidCount, async ({ member, nowMs }) =>
      withOrderClock(db, nowMs, async (tx) => {
        // Counted as the list shows them: a change's payment order is paid on its own page.
        const rows = await tx.query<{ n: number | string }>(
          `select count(*) as n from orders
            where member_id = $1 and status = 'unpaid' and deleted_at is null and parent_order_no is null`,
          [member.id],
        );
        return { unpaid_order_num: Number(rows[0]?.n ?? 0) };
      }),
    );
  },
};
