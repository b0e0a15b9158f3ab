import { linkFamily, type BannerLinkFamily } from '@storefront/schema/links';
import type { LinkBox_LinkFragment } from '../../__generated__/graphql.ts';

/** Each family's fields beyond `type`, as schema/home.graphql declares them. */
const FAMILY_FIELDS: Record<BannerLinkFamily, readonly string[]> = {
  PlainLink: [],
  PageLink: ['url'],
  TourLink: ['classId', 'index', 'destinationCity', 'keywordSearch', 'tags', 'id', 'tripId'],
  HotelLink: ['city', 'cityName', 'search', 'tag', 'hotelCode'],
  JourneyLink: ['startCityCode', 'startCityName', 'endCityCode', 'endCityName', 'adult', 'child'],
  VisaLink: ['country', 'countryName', 'visaId'],
  GoodsLink: ['key', 'categoryId', 'id'],
  TicketLink: ['theme', 'keyword', 'scenicCode'],
};

/** Tests only: a banner link as the gateway sends it: its family's fields, null but those given. */
export function bannerLink(fields: Record<string, unknown> & { type: number }): LinkBox_LinkFragment {
  const family = linkFamily(fields.type);
  return {
    __typename: family,
    ...Object.fromEntries(FAMILY_FIELDS[family].map((k) => [k, null])),
    ...fields,
  } as LinkBox_LinkFragment;
}
