import { describe, expect, it } from 'vitest';
import { appPath, type AppPathInput } from './appPath.ts';

describe('appPath: category 4000 (product detail)', () => {
  it('is detail/{category}/{subtype}/{productId}', () => {
    expect(appPath({ sId: 4000, hId: 3, pId: 12345 })).toBe('detail/4000/3/12345');
    expect(appPath({ sId: '4000', hId: '3', pId: 'P-9' })).toBe('detail/4000/3/P-9');
  });

  it('ignores the cities', () => {
    expect(appPath({ sId: 4000, hId: 1, pId: 7, startCity: 'BJS', endCity: 'SHA' })).toBe('detail/4000/1/7');
  });

  it('is the same on iOS', () => {
    expect(appPath({ sId: 4000, hId: 3, pId: 1 }, { isIOS: true })).toBe('detail/4000/3/1');
  });

  it('falls back to the category without a product or subtype', () => {
    expect(appPath({ sId: 4000, hId: 3 })).toBe('4000');
    expect(appPath({ sId: 4000, pId: 5 })).toBe('4000');
    expect(appPath({ sId: 4000, hId: 3, pId: '  ' })).toBe('4000');
  });
});

describe('appPath: category 3000', () => {
  it.each([6, 2, 11])('subtype %i is {category}/{subtype}/{endCity}', (hId) => {
    expect(appPath({ sId: 3000, hId, startCity: '北京', endCity: '三亚' })).toBe(
      `3000/${hId}/${encodeURIComponent('三亚')}`,
    );
  });

  it.each([0, 1, 4])('subtype %i is {category}/{subtype}/{startCity}/{endCity}', (hId) => {
    expect(appPath({ sId: 3000, hId, startCity: 'BJS', endCity: 'SYX' })).toBe(`3000/${hId}/BJS/SYX`);
  });

  it('reads subtype 0 given as a string or a number', () => {
    expect(appPath({ sId: 3000, hId: '0', startCity: 'A', endCity: 'B' })).toBe('3000/0/A/B');
    expect(appPath({ sId: 3000, hId: 0, startCity: 'A', endCity: 'B' })).toBe('3000/0/A/B');
  });

  it.each([3, 5, 7, 10, 12, 60])('other subtype %i is {category}/{subtype}', (hId) => {
    expect(appPath({ sId: 3000, hId, startCity: 'A', endCity: 'B' })).toBe(`3000/${hId}`);
  });

  it('falls back to {category}/{subtype} when a needed city is missing', () => {
    expect(appPath({ sId: 3000, hId: 6, startCity: 'A' })).toBe('3000/6');
    expect(appPath({ sId: 3000, hId: 1, endCity: 'B' })).toBe('3000/1');
    expect(appPath({ sId: 3000, hId: 4, startCity: 'A', endCity: '' })).toBe('3000/4');
  });

  it('falls back to the category without a subtype', () => {
    expect(appPath({ sId: 3000, startCity: 'A', endCity: 'B' })).toBe('3000');
    expect(appPath({ sId: 3000, hId: 'six', endCity: 'B' })).toBe('3000');
  });
});

describe('appPath: category 2000', () => {
  it('is {category}/{subtype}', () => {
    expect(appPath({ sId: 2000, hId: 8, startCity: 'A', endCity: 'B', pId: 1 })).toBe('2000/8');
    expect(appPath({ sId: '2000', hId: '0' })).toBe('2000/0');
  });

  it('is the category alone without a subtype', () => {
    expect(appPath({ sId: 2000 })).toBe('2000');
  });
});

describe('appPath: anything else', () => {
  it.each<[AppPathInput, string]>([
    [{ sId: 1000 }, '1000'],
    [{ sId: 1000, hId: 3, pId: 9 }, '1000'],
    [{ sId: 5000, hId: 1 }, '5000'],
    [{}, '1000'],
    [{ sId: null }, '1000'],
    [{ sId: 'home' }, '1000'],
    [{ sId: 0 }, '1000'],
    [{ sId: -4000, hId: 1, pId: 2 }, '1000'],
    [{ sId: 4000.5, hId: 1, pId: 2 }, '1000'],
  ])('%j is the category only: %s', (input, expected) => {
    expect(appPath(input)).toBe(expected);
  });

  it('is the bare address on iOS', () => {
    expect(appPath({ sId: 1000 }, { isIOS: true })).toBe('');
    expect(appPath({}, { isIOS: true })).toBe('');
    expect(appPath({ sId: 5000 }, { isIOS: true })).toBe('');
  });
});

describe('appPath: routerList', () => {
  it('is used as is, before the category rules', () => {
    expect(appPath({ routerList: ['order', 'list', 3], sId: 4000, hId: 1, pId: 2 })).toBe('order/list/3');
  });

  it('drops blank segments, and is ignored when nothing is left', () => {
    expect(appPath({ routerList: ['order', '', ' ', null, 'list'] })).toBe('order/list');
    expect(appPath({ routerList: [], sId: 2000, hId: 1 })).toBe('2000/1');
    expect(appPath({ routerList: ['', null], sId: 2000, hId: 1 })).toBe('2000/1');
  });
});

describe('appPath: encoding', () => {
  it('encodes each segment, so no value adds a level, a query or a fragment', () => {
    expect(appPath({ sId: 4000, hId: 1, pId: '1/../../x?y=1#z' })).toBe(
      'detail/4000/1/1%2F..%2F..%2Fx%3Fy%3D1%23z',
    );
    expect(appPath({ sId: 3000, hId: 0, startCity: '北 京', endCity: 'a&b' })).toBe(
      '3000/0/%E5%8C%97%20%E4%BA%AC/a%26b',
    );
    expect(appPath({ routerList: ['a/b', 'c'] })).toBe('a%2Fb/c');
  });

  it('trims values', () => {
    expect(appPath({ sId: ' 4000 ', hId: ' 2 ', pId: ' 9 ' })).toBe('detail/4000/2/9');
  });
});
