import { COMPANY_HOSTS } from '../../config/hosts.ts';

/**
 * The URL of a company page as the browser will load it, or null if `raw` is anything else.
 *
 * A banner of type 1 (spec §2.4) is edited by operators and stored on the server, so its URL is
 * treated as untrusted: only https, no userinfo, the default port, and a hostname that is exactly
 * one of `COMPANY_HOSTS`. Exact means exact: `m.yoyotrip.com.evil.com`, `evilm.yoyotrip.com` and
 * `m.yoyotrip.com.` (trailing dot) are refused.
 *
 * The check is made on the WHATWG parse (the parser the browser navigates with), and the parsed,
 * normalised href is what is returned, so what was checked is what is opened. Before parsing, a few
 * inputs the parser would quietly "repair" are refused outright: backslashes (read as `/`), inner
 * whitespace and control characters (dropped), any `@` before the path (userinfo), and anything not
 * starting with `https://` (the parser accepts `https:host` and `//host`), and a host written other
 * than as the parser reads it (`https:///host`, `host:`, `m%2Eyoyotrip.com`). Leading and trailing
 * blanks, which editors paste in, are trimmed. Upper-case hosts are accepted: hosts are
 * case-insensitive and the parser lower-cases them.
 */
export function companyUrl(raw: unknown, hosts: readonly string[] = COMPANY_HOSTS): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  // \s covers Unicode blanks (NBSP, ideographic space) as well as tabs and newlines.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  if (!/^https:\/\//i.test(value)) return null;
  const authority = value.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return null;

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  // An explicit :443 parses to ''; any other port is a service the whitelist does not vouch for.
  if (url.port !== '') return null;
  if (!hosts.includes(url.hostname)) return null;
  // The host as written must be the host as parsed: `https:///host`, `host:` or a percent-encoded
  // host only reach a company host through the parser's leniency, which is not something to rely on.
  const written = authority.toLowerCase();
  if (written !== url.host && written !== `${url.host}:443`) return null;
  return url.href;
}
