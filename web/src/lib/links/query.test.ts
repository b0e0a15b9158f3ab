import { describe, expect, it } from 'vitest';
import { withQuery } from './query.ts';

describe('withQuery', () => {
  it('keeps the order given and encodes names and values', () => {
    expect(
      withQuery('/team/list', [
        ['class_id', '1'],
        ['keywordSearch', '三亚 5日游'],
        ['tags', '亲子,海岛'],
      ]),
    ).toBe(
      '/team/list?class_id=1&keywordSearch=%E4%B8%89%E4%BA%9A%205%E6%97%A5%E6%B8%B8&tags=%E4%BA%B2%E5%AD%90%2C%E6%B5%B7%E5%B2%9B',
    );
  });

  it('keeps reserved characters inside their value', () => {
    const to = withQuery('/farmer/searchList', [['key', 'a&b=c#d+e?f/g%h']]);
    expect(to).toBe('/farmer/searchList?key=a%26b%3Dc%23d%2Be%3Ff%2Fg%25h');
    expect(new URL(to, 'http://x.invalid').searchParams.get('key')).toBe('a&b=c#d+e?f/g%h');
  });

  it('leaves out null, undefined and empty values', () => {
    expect(
      withQuery('/x', [
        ['a', null],
        ['b', undefined],
        ['c', ''],
        ['d', '0'],
      ]),
    ).toBe('/x?d=0');
  });

  it('gives the bare path when nothing is left', () => {
    expect(withQuery('/air', [])).toBe('/air');
    expect(withQuery('/air', [['a', null]])).toBe('/air');
  });
});
