// The legacy backend's REST contract, one file per area. `restRoutes` is what the stand-in serves
// and the gateway calls; with `restShapes` and contract.template.md it renders legacy/CONTRACT.md.
// A new area adds its file and one line in each of the two lists below.
import type { RestRoute, TSchema } from './kit.ts';
import { Order, OrderActions, orderRoutes } from './order.ts';
import { Payment, PaymentNotice, payRoutes } from './pay.ts';
import { UserInfo, userRoutes } from './user.ts';

export const restRoutes = {
  user: userRoutes,
  order: orderRoutes,
  pay: payRoutes,
} satisfies Record<string, Record<string, RestRoute>>;

export const restShapes: Record<string, readonly TSchema[]> = {
  user: [UserInfo],
  order: [Order, OrderActions],
  pay: [Payment, PaymentNotice],
};

export * from './kit.ts';
