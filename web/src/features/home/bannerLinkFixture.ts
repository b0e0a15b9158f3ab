import type { LinkBox_LinkFragment } from '../../__generated__/graphql.ts';

const LINK_FIELDS = [
  'url', 'classId', 'index', 'destinationCity', 'keywordSearch', 'tags', 'id', 'tripId', 'city', 'cityName',
  'search', 'tag', 'hotelCode', 'startCityCode', 'startCityName', 'endCityCode', 'endCityName', 'adult', 'child',
  'country', 'countryName', 'visaId', 'key', 'categoryId', 'theme', 'keyword', 'scenicCode',
] as const;

/** Tests only: a banner link as the gateway sends it, every field null but those given. */
export function bannerLink(fields: Partial<LinkBox_LinkFragment> & { type: number }): LinkBox_LinkFragment {
  return {
    __typename: 'BannerLink',
    ...Object.fromEntries(LINK_FIELDS.map((k) => [k, null])),
    ...fields,
  } as LinkBox_LinkFragment;
}
