import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as domains from '../index.ts';
import { flagCode } from '../../upstream/index.ts';
import { defineDomain, orderImplementation, shownOrderTypes } from './domain.ts';
import { badInput, nullOnFlag } from './guards.ts';

const DOMAINS_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('the domain kit', () => {
  it('never imports the stand-in: in production the gateway talks to the real backend', () => {
    const sources = readdirSync(fileURLToPath(new URL('../../', import.meta.url)), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.includes('__generated__'));
    expect(sources.length).toBeGreaterThan(20);
    const src = fileURLToPath(new URL('../../', import.meta.url));
    const offenders = sources.filter((f) =>
      /from '@storefront\/legacy|legacy\/src\//.test(readFileSync(`${src}/${f}`, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('lists every domain folder once in domains/index.ts, each with its index.ts and mappers.ts', () => {
    const folders = readdirSync(DOMAINS_DIR, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'shared')
      .map((e) => e.name)
      .sort();
    expect(Object.keys(domains).sort()).toEqual(folders);
    for (const name of folders) {
      expect(existsSync(`${DOMAINS_DIR}/${name}/mappers.ts`), `${name}/mappers.ts`).toBe(true);
      expect(domains[name as keyof typeof domains].name).toBe(name);
    }
    // Nothing outside domains/index.ts keeps a list of domains or of order types.
    const orderResolvers = readFileSync(`${DOMAINS_DIR}/order/resolvers.ts`, 'utf8');
    expect(orderResolvers).not.toMatch(/FlightOrder'/);
  });

  it('draws each product’s orders through its order domain and shows only the types some domain draws', () => {
    expect(orderImplementation(2)).toBe('FlightOrder');
    expect(orderImplementation(8)).toBe('FlightOrder');
    expect(orderImplementation(3)).toBe('HotelOrder');
    expect(orderImplementation(18)).toBe('HotelOrder');
    expect(orderImplementation(20)).toBeUndefined();
    expect(shownOrderTypes()).toEqual([2, 3, 8, 18]);
  });

  it('refuses an order type or a flag claimed by two domains with different meanings', () => {
    expect(() => defineDomain({ name: 'dup', resolvers: {}, orderTypes: { 2: 'HotelOrder' } })).toThrow(
      /order type 2/,
    );
    expect(() => defineDomain({ name: 'dup', resolvers: {}, flagCodes: { 2602: 'SOMETHING_ELSE' } })).toThrow(
      /flag 2602/,
    );
    expect(flagCode(2602)).toBe('SOLD_OUT');
    expect(flagCode(2005)).toBe('MOBILE_REGISTERED');
    expect(flagCode(2999)).toBe('UPSTREAM_BUSINESS_ERROR');
  });

  it('names the field of refused input and turns only the given flags into null', async () => {
    expect(badInput('页码应从 1 开始', 'pageNum').extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: ['pageNum'],
    });
    expect(badInput('坐标不正确').extensions).toEqual({ code: 'BAD_USER_INPUT' });
    const refusal = (flag: number) => Promise.reject(new GraphQLError('x', { extensions: { flag } }));
    await expect(nullOnFlag(refusal(2617), 2617)).resolves.toBeNull();
    await expect(nullOnFlag(() => refusal(2618), 2617)).rejects.toThrow('x');
    await expect(nullOnFlag(Promise.resolve(1), 2617)).resolves.toBe(1);
  });
});
