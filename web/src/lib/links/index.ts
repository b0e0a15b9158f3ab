export { DEFAULT_INTERNATIONAL_ROUTE, linkType, NO_LINK, resolveBannerLink } from './resolveBannerLink.ts';
export type { BannerLinkContext, BannerLinkInput, LinkField, LinkTarget } from './resolveBannerLink.ts';
export { companyUrl } from './companyUrl.ts';
export { withQuery } from './query.ts';
export type { QueryPair } from './query.ts';
// Dates live in @storefront/schema/dates; addDays stays here for the importers that still reach it this way.
export { addDays } from '@storefront/schema/dates';
