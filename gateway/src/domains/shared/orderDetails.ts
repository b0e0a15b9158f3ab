// A product's part of its orders (the flight part, the hotel part …), read through one DataLoader per
// request over the product's batch-detail endpoint: every order of a list page asks for its own and
// one call answers them all, so a list of 20 orders costs the same calls as a list of one.
import type DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.ts';

/** Most orders one batch-detail call takes (the contract's limit on `order_nos`). */
export const MAX_DETAIL_BATCH = 50;

/**
 * The product part of orders: `loader(ctx)` is the request's DataLoader (to prime or clear) and
 * `of(ctx, orderNo)` one order's part. `name` keys the loader (`hotelOrder.details`); `fetch` makes
 * the batch call; an order the answer leaves out fails with ORDER_NOT_FOUND and `missing` (the
 * product's words, "订单的酒店信息不存在，请刷新后重试").
 */
export function productPart<D extends { order_no: string }>(part: {
  name: string;
  fetch: (ctx: GatewayContext, orderNos: string[]) => Promise<readonly D[]>;
  missing: string;
}) {
  const loader = (ctx: GatewayContext): DataLoader<string, D> =>
    ctx.cache.loader<string, D>(
      part.name,
      async (orderNos) => {
        const byNo = new Map((await part.fetch(ctx, [...orderNos])).map((d) => [d.order_no, d]));
        return orderNos.map(
          (no) =>
            byNo.get(no) ??
            new GraphQLError(part.missing, { extensions: { code: 'ORDER_NOT_FOUND', orderNo: no } }),
        );
      },
      { maxBatchSize: MAX_DETAIL_BATCH },
    );
  return { loader, of: (ctx: GatewayContext, orderNo: string) => loader(ctx).load(orderNo) };
}
