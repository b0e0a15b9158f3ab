import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:8090 and a PGlite folder inside the package', () => {
    const config = readConfig({});
    expect(config.port).toBe(8090);
    expect(config.host).toBe('127.0.0.1');
    expect(config.options.dataDir).toBe(fileURLToPath(new URL('../.data/pglite', import.meta.url)));
    expect(config.options.databaseUrl).toBeUndefined();
    expect(config.options.production).toBe(false);
    expect(config.options.tokenTtlSeconds).toBe(30 * 86_400);
  });

  it('uses memory for :memory:, PostgreSQL when DATABASE_URL is set, and reads the rest', () => {
    expect(readConfig({ LEGACY_DATA_DIR: ':memory:' }).options.dataDir).toBeUndefined();
    const pg = readConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      LEGACY_DATA_DIR: '/tmp/x',
      NODE_ENV: 'production',
      TOKEN_TTL_SECONDS: '60',
      LEGACY_PORT: '0',
      LEGACY_HOST: '0.0.0.0',
      CS_SECRET: 'from-the-vault',
      PAY_SECRET: 'also-from-the-vault',
    });
    expect(pg.options).toMatchObject({
      databaseUrl: 'postgres://u@127.0.0.1:5432/db',
      production: true,
      tokenTtlSeconds: 60,
      customerServiceSecret: 'from-the-vault',
      paySecret: 'also-from-the-vault',
    });
    expect(pg.options.dataDir).toBeUndefined();
    expect(pg.port).toBe(0);
    expect(pg.host).toBe('0.0.0.0');
  });

  it('refuses to run in production on the development customer-service secret', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/CS_SECRET/);
    expect(readConfig({}).options.customerServiceSecret).toBeUndefined();
  });

  it('refuses to run in production without the payment notification secret', () => {
    expect(() => readConfig({ NODE_ENV: 'production', CS_SECRET: 'x' })).toThrow(/PAY_SECRET/);
    expect(readConfig({}).options.paySecret).toBeUndefined();
  });

  it('refuses nonsense numbers instead of starting with them', () => {
    expect(() => readConfig({ TOKEN_TTL_SECONDS: '0' })).toThrow(/TOKEN_TTL_SECONDS/);
    expect(() => readConfig({ LEGACY_PORT: 'eighty' })).toThrow(/LEGACY_PORT/);
  });
});
