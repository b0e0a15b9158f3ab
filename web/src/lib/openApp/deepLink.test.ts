import { describe, expect, it } from 'vitest';
import { APP_SCHEME } from '../../config/app.ts';
import { clipboardText, deepLink } from './deepLink.ts';

describe('deepLink', () => {
  it('is {scheme}://{path}', () => {
    expect(deepLink('yoyotrip', 'detail/4000/3/1')).toBe('yoyotrip://detail/4000/3/1');
    expect(deepLink('yoyotrip', '3000/0/BJS/SYX')).toBe('yoyotrip://3000/0/BJS/SYX');
  });

  it('is the bare address for the empty path', () => {
    expect(deepLink('yoyotrip', '')).toBe('yoyotrip://');
    expect(deepLink('yoyotrip')).toBe('yoyotrip://');
  });

  it('uses the configured scheme by default', () => {
    expect(deepLink(undefined, '1000')).toBe(`${APP_SCHEME}://1000`);
    expect(APP_SCHEME).toMatch(/^[a-z][a-z0-9+.-]*$/);
  });

  it('drops leading slashes from the path', () => {
    expect(deepLink('yoyotrip', '//evil.com/x')).toBe('yoyotrip://evil.com/x');
    expect(deepLink('yoyotrip', '/1000')).toBe('yoyotrip://1000');
  });

  it.each(['', '1app', 'yoyo trip', 'yoyo:', 'javascript:alert(1)//', 'a/b'])(
    'refuses the scheme %j',
    (scheme) => {
      expect(() => deepLink(scheme, '1000')).toThrow(TypeError);
    },
  );

  it('accepts the other scheme characters RFC 3986 allows', () => {
    expect(deepLink('com.yoyotrip+app-2', 'x')).toBe('com.yoyotrip+app-2://x');
  });
});

describe('clipboardText', () => {
  it('is {ms since the epoch}#{deep link}', () => {
    expect(clipboardText(1718000000000, 'yoyotrip://detail/4000/3/1')).toBe(
      '1718000000000#yoyotrip://detail/4000/3/1',
    );
  });

  it('takes a Date and drops fractions of a millisecond', () => {
    expect(clipboardText(new Date('2025-06-10T08:00:00.000+08:00'), 'yoyotrip://')).toBe(
      '1749513600000#yoyotrip://',
    );
    expect(clipboardText(1718000000000.9, 'yoyotrip://1000')).toBe('1718000000000#yoyotrip://1000');
  });

  it('can be split back at the first # even when the link has one', () => {
    const text = clipboardText(5, 'yoyotrip://a#b');
    const at = text.indexOf('#');
    expect([text.slice(0, at), text.slice(at + 1)]).toEqual(['5', 'yoyotrip://a#b']);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, new Date('nope')])('refuses the time %j', (now) => {
    expect(() => clipboardText(now, 'yoyotrip://')).toThrow(RangeError);
  });
});
