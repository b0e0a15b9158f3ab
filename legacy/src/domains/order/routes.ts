import type { Domain } from '../types.ts';

// The order area grows with the products (issue 4 onward); the shell needs the unpaid count now.
export const orderDomain: Domain = {
  name: 'order',
  register({ route, db }) {
    route(
      { prefix: '/api', method: 'GET', path: '/order/unpaidCount', auth: 'required' },
      async ({ member }) => {
        const rows = await db.query<{ n: number | string }>(
          "select count(*) as n from orders where member_id = $1 and status = 'unpaid'",
          [member.id],
        );
        return { unpaid_order_num: Number(rows[0]?.n ?? 0) };
      },
    );
  },
};
