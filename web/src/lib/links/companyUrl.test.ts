import { describe, expect, it } from 'vitest';
import { COMPANY_HOSTS } from '../../config/hosts.ts';
import { companyUrl } from './companyUrl.ts';

describe('COMPANY_HOSTS', () => {
  it('holds the nine hosts of spec §9, lower case, without ports, dots at the ends or duplicates', () => {
    expect(COMPANY_HOSTS).toHaveLength(9);
    expect(new Set(COMPANY_HOSTS).size).toBe(9);
    for (const host of COMPANY_HOSTS) {
      expect(host).toMatch(/^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/);
      // Each entry must be a hostname the URL parser leaves unchanged, or it could never match.
      expect(new URL(`https://${host}/`).hostname).toBe(host);
    }
  });
});

describe('companyUrl', () => {
  it.each([
    ['https://m.yoyotrip.com/activity/spring', 'https://m.yoyotrip.com/activity/spring'],
    [
      'https://act.yoyotrip.cn/2025/sale?from=banner#top',
      'https://act.yoyotrip.cn/2025/sale?from=banner#top',
    ],
    ['https://www.yoyotrip.com', 'https://www.yoyotrip.com/'],
    // Chinese in the path or query is percent-encoded as the browser would send it.
    [
      'https://h5.yoyotrip.com/专题?城市=北京',
      'https://h5.yoyotrip.com/%E4%B8%93%E9%A2%98?%E5%9F%8E%E5%B8%82=%E5%8C%97%E4%BA%AC',
    ],
    // Hosts and schemes are case-insensitive; the normalised form is returned.
    ['https://M.YOYOTRIP.COM/a', 'https://m.yoyotrip.com/a'],
    ['HTTPS://static.yoyotrip.com/a.html', 'https://static.yoyotrip.com/a.html'],
    // :443 is the https default, so it is the same origin.
    ['https://m.yoyotrip.com:443/a', 'https://m.yoyotrip.com/a'],
    // Blanks around the value (pasted by an editor) are trimmed.
    ['  https://m.yoyotrip.com/a\n', 'https://m.yoyotrip.com/a'],
    // An `@` after the host is part of the path, not userinfo.
    ['https://m.yoyotrip.com/share/@someone', 'https://m.yoyotrip.com/share/@someone'],
    ['https://m.yoyotrip.com/?next=https://evil.com', 'https://m.yoyotrip.com/?next=https://evil.com'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(companyUrl(raw)).toBe(expected);
  });

  it('accepts every configured host', () => {
    for (const host of COMPANY_HOSTS) expect(companyUrl(`https://${host}/x`)).toBe(`https://${host}/x`);
  });

  it.each([
    // Suffix attacks: a company host as the start of someone else's name.
    ['https://m.yoyotrip.com.evil.com/'],
    ['https://m.yoyotrip.com.evil.com/m.yoyotrip.com'],
    ['https://good.example.evil.com/'],
    // Prefix attacks: someone else's name ending in a company host.
    ['https://evilm.yoyotrip.com/'],
    ['https://evil-m.yoyotrip.com/'],
    ['https://evil.m.yoyotrip.com/'],
    ['https://yoyotrip.com/'],
    ['https://myoyotrip.com/'],
    // Userinfo, in both directions, and empty.
    ['https://m.yoyotrip.com@evil.com/'],
    ['https://evil.com@m.yoyotrip.com/'],
    ['https://user:pass@m.yoyotrip.com/'],
    ['https://@m.yoyotrip.com/'],
    ['https://m.yoyotrip.com%40evil.com/'],
    // Not https.
    ['http://m.yoyotrip.com/'],
    ['javascript:alert(1)'],
    ['javascript://m.yoyotrip.com/%0aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:msgbox(1)'],
    ['ftp://m.yoyotrip.com/'],
    ['wss://m.yoyotrip.com/'],
    ['yoyotrip://detail/4000/1/2'],
    // Scheme-relative, relative and scheme-without-slashes forms.
    ['//evil.com'],
    ['//m.yoyotrip.com/'],
    ['/activity'],
    ['m.yoyotrip.com/activity'],
    ['https:m.yoyotrip.com/'],
    ['https:/m.yoyotrip.com/'],
    ['https:///m.yoyotrip.com/'],
    // Trailing dot: a different name to the whitelist, and a cookie/TLS edge case.
    ['https://m.yoyotrip.com./'],
    ['https://m.yoyotrip.com../'],
    // Ports other than the default.
    ['https://m.yoyotrip.com:8443/'],
    ['https://m.yoyotrip.com:80/'],
    ['https://m.yoyotrip.com:/'],
    ['https://m%2Eyoyotrip.com/'],
    // Backslashes, which the parser reads as slashes.
    ['https://evil.com\\@m.yoyotrip.com/'],
    ['https://m.yoyotrip.com\\@evil.com/'],
    ['https:\\\\m.yoyotrip.com\\'],
    ['https://m.yoyotrip.com\\.evil.com/'],
    // Whitespace and control characters inside, which the parser drops or rejects.
    ['https://m.yoyotrip.com\t.evil.com/'],
    ['https://m.yoyo\ntrip.com/'],
    ['https://m.yoyotrip.com /a'],
    ['https://m.yoyotrip.com/a b'],
    ['https://m.yoyotrip.com\u00a0/'],
    ['https://m.yoyotrip.com\u3000/'],
    ['https://m.yoyotrip.com\u0000.evil.com/'],
    ['java\tscript:alert(1)'],
    ['\u0001https://m.yoyotrip.com/'],
    // Look-alikes (IDN) and addresses.
    ['https://m.yoyotrıp.com/'],
    ['https://m.yoyotrip.com。evil.com/'],
    ['https://127.0.0.1/'],
    ['https://[::1]/'],
    // Not a URL at all.
    [''],
    ['   '],
    ['https://'],
    ['https://exa mple.com'],
  ])('refuses %j', (raw) => {
    expect(companyUrl(raw)).toBeNull();
  });

  it.each([[null], [undefined], [42], [{ href: 'https://m.yoyotrip.com/' }], [['https://m.yoyotrip.com/']]])(
    'refuses the non-string %j',
    (raw) => {
      expect(companyUrl(raw)).toBeNull();
    },
  );

  it('checks against the list it is given', () => {
    expect(companyUrl('https://promo.example.org/', ['promo.example.org'])).toBe(
      'https://promo.example.org/',
    );
    expect(companyUrl('https://m.yoyotrip.com/', ['promo.example.org'])).toBeNull();
    expect(companyUrl('https://m.yoyotrip.com/', [])).toBeNull();
  });
});
