import { fileURLToPath } from 'node:url';
import type { LegacyOptions } from './app.ts';

export interface StartConfig {
  port: number;
  host: string;
  options: LegacyOptions;
  /** Where the data lives, for the start-up line. */
  storage: string;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
}

/** The only reader of process.env in this package. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): StartConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  // Resolved from this module, so `src/config.ts` and the bundled `dist/main.js` (same depth)
  // both land on legacy/.data/pglite whatever the working directory.
  const dataDirSetting = env.LEGACY_DATA_DIR || fileURLToPath(new URL('../.data/pglite', import.meta.url));
  const dataDir = dataDirSetting === ':memory:' ? undefined : dataDirSetting;
  const options: LegacyOptions = {
    production: env.NODE_ENV === 'production',
    tokenTtlSeconds: wholeNumber('TOKEN_TTL_SECONDS', env.TOKEN_TTL_SECONDS, 30 * 86_400, 1),
    logger: true,
    logRequests: ['1', 'true', 'yes', 'on'].includes((env.LOG_REQUESTS ?? '').toLowerCase()),
  };
  if (env.CS_SECRET) options.customerServiceSecret = env.CS_SECRET;
  else if (options.production) throw new Error('CS_SECRET must be set in production (customer-service signatures)');
  // The payment simulator signs its notifications and the notify endpoint verifies them: a shared
  // secret like the customer-service one, so production must be given one (several instances agree).
  if (env.PAY_SECRET) options.paySecret = env.PAY_SECRET;
  else if (options.production) throw new Error('PAY_SECRET must be set in production (payment notifications)');
  if (databaseUrl) options.databaseUrl = databaseUrl;
  else if (dataDir) options.dataDir = dataDir;
  return {
    port: wholeNumber('LEGACY_PORT', env.LEGACY_PORT, 8090, 0),
    host: env.LEGACY_HOST || '127.0.0.1',
    options,
    storage: databaseUrl ? 'postgres (DATABASE_URL)' : dataDir ? `pglite at ${dataDir}` : 'pglite in memory',
  };
}
