// Development tools, outside the three prefixes (no header rules) and absent in production: the SMS
// outbox reader (the fault switch is faults.ts).
import { params, route, text, Type } from './kit.ts';

export const devRoutes = {
  sms: route({
    prefix: null,
    method: 'GET',
    path: '/__dev/sms',
    auth: 'none',
    params: params({ mobile: text('手机号') }),
    data: Type.Object({ code: Type.String() }),
    doc: { data: 'the latest code sent to that mobile' },
    flags: [2001, [2004, 'none was sent to that mobile']],
  }),
};

/** The area as the contract's index takes it: its routes and the shapes the page shows in full. */
export { devRoutes as routes };
export const shapes = [];
