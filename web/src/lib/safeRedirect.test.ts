import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, loginUrlFor, safeRedirect } from './safeRedirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/personal', '/personal'],
    ['/air/airList?from=PEK&to=SHA', '/air/airList?from=PEK&to=SHA'],
    [
      '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单',
      '/myOrder/allorder?ProStatusType=999&ProStatus=%E5%85%A8%E9%83%A8%E8%AE%A2%E5%8D%95',
    ],
    ['/team/detail#trip', '/team/detail#trip'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['personal'],
    ['//evil.example'],
    ['//evil.example/personal'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/javascript:alert(1)'],
    ['http:/evil.example'],
    ['  //evil.example'],
  ])('falls back for the unsafe value %j', (raw) => {
    expect(safeRedirect(raw)).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('does not send a freshly logged-in member back to a login form', () => {
    expect(safeRedirect('/login?redirect=/personal')).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirect('/register')).toBe(DEFAULT_AFTER_LOGIN);
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/')).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('carries the current path readable and encoded where needed', () => {
    expect(loginUrlFor('/personal')).toBe('/login?redirect=/personal');
    expect(loginUrlFor('/air/airList?a=1&b=2')).toBe('/login?redirect=/air/airList%3Fa%3D1%26b%3D2');
  });

  it('round-trips through URLSearchParams and safeRedirect', () => {
    const target = '/myOrder/allorder?ProStatusType=999&ProStatus=全部订单';
    const url = new URL(loginUrlFor(target), 'http://x.invalid');
    expect(decodeURIComponent(safeRedirect(url.searchParams.get('redirect')))).toBe(target);
  });

  it('drops an unsafe current path', () => {
    expect(loginUrlFor('//evil.example')).toBe('/login');
  });
});
