import { describe, expect, it } from 'vitest';
import {
  bool,
  dataProblem,
  empty,
  int,
  list,
  nullable,
  num,
  object,
  oneOf,
  optional,
  params,
  paramsProblem,
  route,
  shape,
  text,
  Type,
} from './kit.ts';

const search = route({
  prefix: '/api',
  method: 'GET',
  path: '/x/search',
  auth: 'none',
  params: params({
    mobile: text('手机号', { missing: '请输入手机号' }),
    kind: oneOf('类型', ['a', 'b']),
    page: optional(int('页码')),
    lng: optional(num('经度')),
    hot: optional(bool('是否热门')),
    flag: optional(oneOf('是否国际', [0, 1])),
  }),
  data: empty,
});

const save = route({
  prefix: '/v2',
  method: 'POST',
  path: '/x/save',
  auth: 'required',
  params: params({
    people: list('旅客', object('旅客', { name: optional(text('姓名')), age: optional(int('年龄')) })),
  }),
  data: shape('Saved', { id: Type.Integer(), note: nullable(Type.String()) }),
});

describe('paramsProblem', () => {
  it('accepts what the handlers accept: text for numbers, numbers as text, extra parameters', () => {
    expect(paramsProblem(search, { mobile: '13800000000', kind: 'a' })).toBeNull();
    expect(
      paramsProblem(search, {
        mobile: 13800000000,
        kind: 'b',
        page: '2',
        lng: '116.4',
        hot: 'true',
        flag: 1,
        x: 1,
      }),
    ).toBeNull();
    expect(
      paramsProblem(search, { mobile: '1', kind: 'a', flag: '0', page: 3, lng: -0.5, hot: false }),
    ).toBeNull();
  });

  it('names the field in the words of the handlers', () => {
    expect(paramsProblem(search, { kind: 'a' })).toBe('请输入手机号');
    expect(paramsProblem(search, { mobile: '   ', kind: 'a' })).toBe('请输入手机号');
    expect(paramsProblem(search, { mobile: '1' })).toBe('请填写类型');
    expect(paramsProblem(search, { mobile: '1', kind: 'c' })).toBe('类型不正确，应为 a / b 之一');
    expect(paramsProblem(search, { mobile: '1', kind: 'a', flag: 2 })).toBe(
      '是否国际不正确，应为 0 / 1 之一',
    );
    expect(paramsProblem(search, { mobile: '1', kind: 'a', page: '2.5' })).toBe('页码格式不正确');
    expect(paramsProblem(search, { mobile: '1', kind: 'a', lng: 'east' })).toBe('经度格式不正确');
    expect(paramsProblem(search, { mobile: '1', kind: 'a', hot: 'yes' })).toBe('是否热门格式不正确');
    expect(paramsProblem(search, { mobile: { a: 1 }, kind: 'a' })).toBe('手机号格式不正确');
  });

  it('checks the form of lists and their items, leaving which items are needed to the handler', () => {
    expect(paramsProblem(save, { people: [{ name: '张三', age: 3 }, { age: '4' }] })).toBeNull();
    expect(paramsProblem(save, { people: '张三' })).toBe('旅客格式不正确');
    expect(paramsProblem(save, { people: [{ name: ['x'] }] })).toBe('旅客格式不正确');
    expect(paramsProblem(save, { people: [{ age: 'old' }] })).toBe('旅客格式不正确');
    expect(paramsProblem(save, {})).toBe('请填写旅客');
  });
});

describe('dataProblem', () => {
  it('says where an answer departs from its shape, and allows fields the shape does not name', () => {
    expect(dataProblem(save, { id: 1, note: null, extra: true })).toBeNull();
    expect(dataProblem(save, { id: 1, note: 'x' })).toBeNull();
    expect(dataProblem(save, { id: '1', note: null })).toMatch(/^\/id: /);
    expect(dataProblem(save, { id: 1 })).toMatch(/note/);
  });
});
