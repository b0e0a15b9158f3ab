import { restRoutes } from '@storefront/schema/rest';
import { Flag, LegacyError } from '../../core/errors.ts';
import type { Domain } from '../types.ts';

const contract = restRoutes.dev;

// Development tools, outside the three prefixes and never registered in production: there is no
// real SMS gateway, so developers and end-to-end tests read the codes here.
export const devDomain: Domain = {
  name: 'dev',
  register({ route, db, config }) {
    if (config.production) return;

    route(contract.sms, async ({ params }) => {
      const mobile = params.string('mobile', '手机号');
      const rows = await db.query<{ code: string }>(
        'select code from sms_outbox where mobile = $1 order by id desc limit 1',
        [mobile],
      );
      const latest = rows[0];
      if (!latest) throw new LegacyError(Flag.CODE_NOT_LIVE, '该手机号没有收到过验证码');
      return { code: latest.code };
    });
  },
};
