import { restRoutes } from '@storefront/schema/rest';
import { Flag, LegacyError } from '../../core/errors.ts';
import type { Domain } from '../types.ts';

const contract = restRoutes.app;

// Values the host pages and the native-app bridge read (spec §2.7, §4, §9).
const SERVICE_PHONE = '400-850-1666';
const APP_VERSION_THRESHOLD = '3.7.8';
const SITE_NAME = '悠游旅行';

export const appDomain: Domain = {
  name: 'app',
  register({ route, db }) {
    route(contract.health, async () => {
      try {
        await db.query('select 1');
      } catch {
        throw new LegacyError(Flag.INTERNAL, '数据库无响应', 500);
      }
      return { status: 'ok', db: db.kind };
    });

    route(contract.config, () => ({
      service_phone: SERVICE_PHONE,
      app_version_threshold: APP_VERSION_THRESHOLD,
      site_name: SITE_NAME,
    }));
  },
};
