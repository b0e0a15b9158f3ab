/**
 * The graph's link families (schema/home.graphql `BannerLink`) by spec §2.4 link type: each family
 * carries only the fields its types read. Any other type, 0 and those not known here among them, is
 * a `PlainLink`. The gateway picks a link's family by it; the web's test fixtures build links by it.
 */
const FAMILY_TYPES = {
  PageLink: [1],
  TourLink: [2, 3, 4],
  HotelLink: [6, 7],
  JourneyLink: [9, 10, 12],
  VisaLink: [15, 16],
  GoodsLink: [18, 19],
  TicketLink: [21, 22],
} as const;

export type BannerLinkFamily = 'PlainLink' | keyof typeof FAMILY_TYPES;

/** Every family: the implementations of the `BannerLink` interface. */
export const BANNER_LINK_FAMILIES: readonly BannerLinkFamily[] = [
  'PlainLink',
  ...(Object.keys(FAMILY_TYPES) as (keyof typeof FAMILY_TYPES)[]),
];

const FAMILY_BY_TYPE = new Map<number, BannerLinkFamily>(
  Object.entries(FAMILY_TYPES).flatMap(([family, types]) =>
    types.map((type): [number, BannerLinkFamily] => [type, family as BannerLinkFamily]),
  ),
);

export function linkFamily(type: number): BannerLinkFamily {
  return FAMILY_BY_TYPE.get(type) ?? 'PlainLink';
}
