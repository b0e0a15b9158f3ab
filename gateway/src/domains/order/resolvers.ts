import { GraphQLError } from 'graphql';
import { money } from '@storefront/schema/scalars';
import type { GatewayContext } from '../../context.ts';
import type {
  OrderStatus,
  OrderStatusFilter,
  OrderTab,
  OrderType,
  PayMethod,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { orderImplementation, shownOrderTypes } from '../shared/domain.ts';
import { badInput, requireMember } from '../shared/guards.ts';
import { withUserErrors } from '../shared/payload.ts';
import { orderApi, type LegacyOrder, type LegacyPayMethod, type LegacyStatusFilter } from './api.ts';

/** Spec §3: the backend's order-type code of each `OrderType`. */
export const ORDER_TYPE_CODES: Readonly<Record<OrderType, number>> = {
  LINE: 1,
  INTERNATIONAL_FLIGHT: 2,
  HOTEL: 3,
  VISA: 4,
  VISA_6: 6,
  SPECIAL_GOODS: 7,
  DOMESTIC_FLIGHT: 8,
  FARMER_ORDER: 11,
  SCENIC_TICKET: 15,
  FARMER_REFUND: 17,
  HOTEL_18: 18,
  TRAIN: 20,
  FARMER_ORDER_DETAIL: 99,
};

const TYPE_OF_CODE = new Map<number, OrderType>(
  Object.entries(ORDER_TYPE_CODES).map(([type, code]) => [code, type as OrderType]),
);

// Which graph type draws each order-type code is each product domain's to say (`orderTypes` of its
// defineDomain). Orders of other codes are not shown at all: the list asks the backend only for the
// drawn codes (so items, total and paging agree), and `order(orderNo)` answers
// ORDER_TYPE_NOT_SUPPORTED for them, rather than an `Order` the graph cannot draw.

/** The list's tab index of spec §3. */
const TAB_INDEX: Readonly<Record<OrderTab, number>> = {
  ALL: 0,
  FLIGHT: 1,
  HOTEL: 2,
  TRAIN: 3,
  SCENIC: 4,
  LINE: 5,
  VISA: 6,
};

const STATUS_FILTER: Readonly<Record<OrderStatusFilter, LegacyStatusFilter>> = {
  ALL: 'all',
  UNPAID: 'unpaid',
  UPCOMING: 'upcoming',
  FINISHED: 'finished',
  AFTER_SALE: 'after_sale',
  CANCELLED: 'cancelled',
};

const PAY_METHOD: Readonly<Record<PayMethod, LegacyPayMethod>> = { WECHAT: 'wechat', ALIPAY: 'alipay' };

const MAX_PAGE_SIZE = 50;

/** Refuses an order no domain draws (see `orderTypes` in shared/domain.ts). */
function showable(order: LegacyOrder): LegacyOrder {
  if (orderImplementation(order.order_type)) return order;
  throw new GraphQLError('该类型的订单暂不支持在此查看，请在悠游旅行App中查看', {
    extensions: { code: 'ORDER_TYPE_NOT_SUPPORTED', orderType: order.order_type },
  });
}

const detailKey = (orderNo: string) => `order.detail:${orderNo}`;

/**
 * One order for this request: fetched once, and not at all when a list of this request already
 * brought it. A product's detail resolvers (FlightOrder) read their parent from here too.
 */
export function loadOrder(ctx: GatewayContext, orderNo: string): Promise<LegacyOrder> {
  return ctx.cache.get(detailKey(orderNo), () => orderApi.detail(ctx.upstream, { order_no: orderNo }));
}

/** A changed order replaces what this request knew of it. */
function remember(ctx: GatewayContext, order: LegacyOrder): void {
  ctx.cache.delete(detailKey(order.order_no));
  void ctx.cache.get(detailKey(order.order_no), () => Promise.resolve(order));
}

/** Forgets every list this request fetched: a mutation changed what they would show. */
function forgetLists(ctx: GatewayContext): void {
  for (const key of ctx.cache.get<Set<string>>('order.listKeys', () => new Set())) ctx.cache.delete(key);
}

/**
 * The generic `Order` fields, from the backend's generic order. Every implementation spreads these
 * (`FlightOrder: { ...orderFieldResolvers, segments … }`), since interface resolvers are not
 * inherited by the types that implement it.
 */
export const orderFieldResolvers = {
  id: (o: LegacyOrder) => o.order_no,
  orderNo: (o: LegacyOrder) => o.order_no,
  type: (o: LegacyOrder): OrderType => {
    const type = TYPE_OF_CODE.get(o.order_type);
    if (!type)
      throw new GraphQLError(`未知的订单类型 ${o.order_type}`, {
        extensions: { code: 'UPSTREAM_BAD_RESPONSE' },
      });
    return type;
  },
  typeCode: (o: LegacyOrder) => o.order_type,
  status: (o: LegacyOrder) => o.status.toUpperCase() as OrderStatus,
  statusText: (o: LegacyOrder) => o.status_text,
  title: (o: LegacyOrder) => o.title,
  subtitle: (o: LegacyOrder) => o.subtitle || null,
  travelDate: (o: LegacyOrder) => o.travel_date || null,
  total: (o: LegacyOrder) => money(o.total_fen),
  createdAt: (o: LegacyOrder) => o.created_at,
  payDeadline: (o: LegacyOrder) => (o.status === 'unpaid' ? o.pay_deadline : null),
  payRemainingSeconds: (o: LegacyOrder) => (o.status === 'unpaid' ? (o.pay_remaining_seconds ?? 0) : null),
  actions: (o: LegacyOrder) => o.actions,
};

export const orderResolvers: Resolvers = {
  Order: {
    __resolveType: (o) => {
      const implementation = orderImplementation((o as LegacyOrder).order_type);
      return (implementation ?? null) as never;
    },
  },
  OrderActions: {
    canPay: (a) => a.can_pay,
    canCancel: (a) => a.can_cancel,
    canDelete: (a) => a.can_delete,
    canRefund: (a) => a.can_refund,
    canChange: (a) => a.can_change,
    canRequestInvoice: (a) => a.can_request_invoice,
  },
  Payment: {
    payNo: (p) => p.pay_no,
    orderNo: (p) => p.order_no,
    method: (p) => (p.method === 'alipay' ? 'ALIPAY' : 'WECHAT'),
    amount: (p) => money(p.amount_fen),
    deadline: (p) => p.deadline,
    cashierUrl: (p) => p.cashier_url,
  },
  Query: {
    orders: async (_root, { tab, status, pageNum, pageSize }, ctx) => {
      requireMember(ctx);
      const page = pageNum ?? 1;
      const size = pageSize ?? 10;
      if (!Number.isInteger(page) || page < 1) throw badInput('页码应从 1 开始', 'pageNum');
      if (size < 1 || size > MAX_PAGE_SIZE) throw badInput(`每页条数应为 1 到 ${MAX_PAGE_SIZE}`, 'pageSize');
      const params = {
        tab: TAB_INDEX[tab ?? 'ALL'],
        status: STATUS_FILTER[status ?? 'ALL'],
        pageNum: page,
        pageSize: size,
        types: shownOrderTypes().join(','),
      };
      // The same page asked twice in one request (aliases, fragments) is one backend call.
      const key = `order.list:${params.tab}:${params.status}:${page}:${size}`;
      ctx.cache.get<Set<string>>('order.listKeys', () => new Set()).add(key);
      const result = await ctx.cache.get(key, () => orderApi.list(ctx.upstream, params));
      for (const order of result.list)
        void ctx.cache.get(detailKey(order.order_no), () => Promise.resolve(order));
      return {
        items: result.list.filter((o) => orderImplementation(o.order_type)),
        pageNum: page,
        pageSize: size,
        total: result.total,
        hasMore: page * size < result.total,
      };
    },
    order: async (_root, { orderNo }, ctx) => {
      requireMember(ctx);
      try {
        return showable(await loadOrder(ctx, orderNo));
      } catch (error) {
        // Not the member's, or deleted: the schema's null.
        if (error instanceof GraphQLError && error.extensions.code === 'ORDER_NOT_FOUND') return null;
        throw error;
      }
    },
  },
  Mutation: {
    cancelOrder: (_root, { input }, ctx) =>
      withUserErrors(
        async () => {
          const { order } = await orderApi.cancel(ctx.upstream, { order_no: input.orderNo });
          remember(ctx, order);
          forgetLists(ctx);
          return { order: showable(order), userErrors: [] };
        },
        (userErrors) => ({ order: null, userErrors }),
      ),
    deleteOrder: (_root, { input }, ctx) =>
      withUserErrors(
        async () => {
          const { order_no } = await orderApi.remove(ctx.upstream, { order_no: input.orderNo });
          ctx.cache.delete(detailKey(order_no));
          forgetLists(ctx);
          return { deletedOrderNo: order_no, userErrors: [] };
        },
        (userErrors) => ({ deletedOrderNo: null, userErrors }),
      ),
    payOrder: (_root, { input }, ctx) =>
      withUserErrors(
        async () => {
          const payment = await orderApi.pay(ctx.upstream, {
            order_no: input.orderNo,
            method: PAY_METHOD[input.method],
          });
          return { payment, userErrors: [] };
        },
        (userErrors) => ({ payment: null, userErrors }),
      ),
  },
};
