import {
  GraphQLError,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  graphql,
  parseValue as parseValueAst,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  DateScalar,
  DateTimeScalar,
  MobileScalar,
  formatDateTime,
  maskMobile,
  money,
  parseIsoInstant,
  resolvers,
} from './scalars.ts';
import * as entry from './index.ts';

function thrown(fn: () => unknown): GraphQLError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return error as GraphQLError;
  }
  throw new Error('expected a throw');
}

describe('money', () => {
  it.each([
    [1250, '12.50', '¥12.5'],
    [1200, '12.00', '¥12'],
    [5, '0.05', '¥0.05'],
    [50, '0.50', '¥0.5'],
    [0, '0.00', '¥0'],
    [-300, '-3.00', '-¥3'],
    [-1234, '-12.34', '-¥12.34'],
    [123456789, '1234567.89', '¥1234567.89'],
  ])('%i fen → %s / %s', (fen, yuan, text) => {
    expect(money(fen)).toEqual({ fen, yuan, text });
  });

  it('normalises -0', () => {
    expect(money(-0)).toEqual({ fen: 0, yuan: '0.00', text: '¥0' });
    expect(Object.is(money(-0).fen, 0)).toBe(true);
  });

  it('rejects floats and non-numbers', () => {
    for (const bad of [12.5, 0.1, Number.NaN, Infinity, 2 ** 53, '1250', null]) {
      expect(() => money(bad as number)).toThrow(TypeError);
    }
  });
});

describe('maskMobile', () => {
  it('masks the middle four digits', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });
  it('never shows a malformed number whole', () => {
    expect(maskMobile('02112345678')).toBe('****5678');
    expect(maskMobile('123')).toBe('****');
    expect(maskMobile('')).toBe('');
  });
});

describe('Date scalar', () => {
  it('parses real YYYY-MM-DD days to the same string', () => {
    expect(DateScalar.parseValue('2024-02-29')).toBe('2024-02-29');
    expect(DateScalar.parseLiteral(parseValueAst('"2026-05-01"'), {})).toBe('2026-05-01');
  });

  it('rejects other input with BAD_USER_INPUT and a Chinese message', () => {
    for (const bad of ['2023-02-29', '2024-4-1', '2024-04-01T00:00:00+08:00', 20240401, null]) {
      const error = thrown(() => DateScalar.parseValue(bad));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain('YYYY-MM-DD');
    }
    expect(thrown(() => DateScalar.parseLiteral(parseValueAst('20240401'), {})).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('serialises dates, Date objects and instants as the Shanghai day', () => {
    expect(DateScalar.serialize('2026-05-01')).toBe('2026-05-01');
    expect(DateScalar.serialize(new Date('2026-04-30T16:00:00Z'))).toBe('2026-05-01');
    expect(DateScalar.serialize('2026-04-30T15:59:59Z')).toBe('2026-04-30');
    expect(DateScalar.serialize('2026-05-01 00:30:00')).toBe('2026-05-01');
    expect(() => DateScalar.serialize('2026-02-30')).toThrow(GraphQLError);
    expect(() => DateScalar.serialize(new Date(Number.NaN))).toThrow(GraphQLError);
  });
});

describe('DateTime scalar', () => {
  it('parses ISO 8601 instants with an offset into Dates', () => {
    const parsed = DateTimeScalar.parseValue('2026-11-21T09:30:00+08:00');
    expect(parsed).toBeInstanceOf(Date);
    expect(parsed.toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(DateTimeScalar.parseValue('2026-11-21T01:30Z').toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(DateTimeScalar.parseValue('2026-11-20T20:30:00.5-05:00').toISOString()).toBe(
      '2026-11-21T01:30:00.500Z',
    );
    expect(DateTimeScalar.parseLiteral(parseValueAst('"2026-11-21T09:30:00+08:00"'), {}).getTime()).toBe(
      parsed.getTime(),
    );
  });

  it('rejects instants without an offset or with impossible parts', () => {
    for (const bad of [
      '2026-11-21T09:30:00',
      '2026-11-21 09:30:00+08:00',
      '2026-02-30T09:30:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T09:60:00Z',
      '2026-11-21T09:30:00+25:00',
      '2026-11-21',
      1_700_000_000_000,
    ]) {
      const error = thrown(() => DateTimeScalar.parseValue(bad));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
      expect(error.message).toContain('ISO 8601');
    }
  });

  it('serialises Dates and strings to the +08:00 form', () => {
    expect(DateTimeScalar.serialize(new Date('2026-11-21T01:30:00Z'))).toBe('2026-11-21T09:30:00+08:00');
    expect(DateTimeScalar.serialize('2026-11-20T17:30:00Z')).toBe('2026-11-21T01:30:00+08:00');
    expect(DateTimeScalar.serialize('2026-11-21T09:30:00.250+08:00')).toBe('2026-11-21T09:30:00.250+08:00');
    // The legacy backend's naive wall-clock times are Shanghai times.
    expect(DateTimeScalar.serialize('2026-11-21 09:30:00')).toBe('2026-11-21T09:30:00+08:00');
    expect(DateTimeScalar.serialize('2026-12-31T23:00:00Z')).toBe('2027-01-01T07:00:00+08:00');
    for (const bad of [1_700_000_000_000, 'yesterday', new Date(Number.NaN), null]) {
      expect(() => DateTimeScalar.serialize(bad)).toThrow(GraphQLError);
    }
  });

  it('formats and parses helpers consistently', () => {
    expect(parseIsoInstant('1970-01-01T08:00:00+08:00')).toBe(0);
    expect(parseIsoInstant('nope')).toBeNull();
    expect(formatDateTime(new Date(0))).toBe('1970-01-01T08:00:00+08:00');
    expect(() => formatDateTime('nope')).toThrow(RangeError);
  });
});

describe('Mobile scalar', () => {
  it('parses valid mobiles and rejects others with the shared message', () => {
    expect(MobileScalar.parseValue('13800138000')).toBe('13800138000');
    expect(MobileScalar.parseLiteral(parseValueAst('"13800138000"'), {})).toBe('13800138000');
    for (const bad of ['1380013800', '23800138000', 13800138000, null]) {
      const error = thrown(() => MobileScalar.parseValue(bad));
      expect(error.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect(thrown(() => MobileScalar.parseValue('123')).message).toBe('请输入以1开头的11位手机号');
    expect(thrown(() => MobileScalar.parseLiteral(parseValueAst('13800138000'), {})).extensions.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('serialises valid mobiles (numbers from legacy JSON too) and refuses broken data', () => {
    expect(MobileScalar.serialize('13800138000')).toBe('13800138000');
    expect(MobileScalar.serialize(13800138000)).toBe('13800138000');
    expect(() => MobileScalar.serialize('')).toThrow(GraphQLError);
    expect(() => MobileScalar.serialize('138****8000')).toThrow(GraphQLError);
  });
});

describe('in a schema', () => {
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        echo: {
          type: new GraphQLNonNull(GraphQLString),
          args: {
            mobile: { type: resolvers.Mobile },
            date: { type: resolvers.Date },
            at: { type: resolvers.DateTime },
          },
          resolve: (_root, args: { mobile?: string; date?: string; at?: Date }) =>
            JSON.stringify([args.mobile ?? null, args.date ?? null, args.at?.toISOString() ?? null]),
        },
        now: { type: resolvers.DateTime, resolve: () => new Date('2026-01-01T00:00:00Z') },
      },
    }),
  });

  it('coerces variables and literals', async () => {
    const result = await graphql({
      schema,
      source: 'query($m: Mobile, $at: DateTime) { echo(mobile: $m, date: "2026-05-01", at: $at) now }',
      variableValues: { m: '13800138000', at: '2026-05-01T08:00:00+08:00' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      echo: JSON.stringify(['13800138000', '2026-05-01', '2026-05-01T00:00:00.000Z']),
      now: '2026-01-01T08:00:00+08:00',
    });
  });

  it('keeps BAD_USER_INPUT and the Chinese message for a bad variable', async () => {
    const result = await graphql({
      schema,
      source: 'query($m: Mobile) { echo(mobile: $m) }',
      variableValues: { m: '12345' },
    });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('请输入以1开头的11位手机号');
  });

  it('keeps BAD_USER_INPUT and the Chinese message for a bad literal', async () => {
    const result = await graphql({ schema, source: '{ echo(date: "2026-02-30") }' });
    expect(result.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toContain('真实存在的日期');
  });
});

describe('package entry', () => {
  it('re-exports the rules and the scalars', () => {
    expect(entry.validateMobile).toBeTypeOf('function');
    expect(entry.ageClass).toBeTypeOf('function');
    expect(entry.money).toBe(money);
    expect(entry.resolvers).toBe(resolvers);
    expect(Object.keys(entry.resolvers)).toEqual(['Date', 'DateTime', 'Mobile']);
  });
});
