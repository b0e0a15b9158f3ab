import { describe, expect, it } from 'vitest';
import { relativeHref, withoutQueryParam } from './url.ts';

describe('withoutQueryParam', () => {
  it('removes the parameter and keeps the others verbatim, in order, with the hash', () => {
    expect(
      withoutQueryParam(
        'https://m.example.cn/team?class_id=1&token=abc&keywordSearch=%E4%BA%91%E5%8D%97#top',
        'token',
      ),
    ).toBe('/team?class_id=1&keywordSearch=%E4%BA%91%E5%8D%97#top');
  });

  it('drops the `?` when nothing is left', () => {
    expect(withoutQueryParam('https://m.example.cn/personal?token=abc', 'token')).toBe('/personal');
  });

  it('removes every occurrence, including an encoded key and a bare flag', () => {
    expect(withoutQueryParam('http://h/?token=a&x=1&%74oken=b&token', 'token')).toBe('/?x=1');
  });

  it('returns null when the parameter is absent, so history is left alone', () => {
    expect(withoutQueryParam('http://h/a?tokens=1&mytoken=2', 'token')).toBeNull();
    expect(withoutQueryParam('http://h/a', 'token')).toBeNull();
  });

  it('accepts a relative href', () => {
    expect(withoutQueryParam('/a?token=1&b=2', 'token')).toBe('/a?b=2');
  });
});

describe('relativeHref', () => {
  it('joins path, query and hash', () => {
    expect(relativeHref({ pathname: '/a', search: '?b=1', hash: '#c' })).toBe('/a?b=1#c');
  });
});
