/**
 * The company's own web hosts: the only places a banner of link type 1 (spec §2.4, "external page")
 * may send a shopper. Spec §9 fixes the count at nine.
 *
 * This is configuration, not a discovery: the names below are the placeholders this build ships
 * with (two company domains, each with its usual mobile/desktop/H5/campaign/static hosts). Ops
 * replace them with the real list. Rules for an entry:
 * - lower case, no port, no trailing dot, no wildcard: a banner URL must name one of these hosts
 *   exactly (`evilm.yoyotrip.com` and `m.yoyotrip.com.evil.com` are not company hosts);
 * - a host added here must also be a business domain of the mini-program, or its web view refuses it.
 */
export const COMPANY_HOSTS: readonly string[] = [
  'm.yoyotrip.com',
  'www.yoyotrip.com',
  'h5.yoyotrip.com',
  'act.yoyotrip.com',
  'static.yoyotrip.com',
  'm.yoyotrip.cn',
  'www.yoyotrip.cn',
  'h5.yoyotrip.cn',
  'act.yoyotrip.cn',
];
