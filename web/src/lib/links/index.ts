export { DEFAULT_INTERNATIONAL_ROUTE, linkType, NO_LINK, resolveBannerLink } from './resolveBannerLink.ts';
export type { BannerLinkContext, BannerLinkInput, LinkField, LinkTarget } from './resolveBannerLink.ts';
export { companyUrl } from './companyUrl.ts';
export { withQuery } from './query.ts';
export type { QueryPair } from './query.ts';
export { addDays, isIsoDate } from './dates.ts';
