import type { LinkBox_LinkFragment } from '../../__generated__/graphql.ts';
import type { BannerLinkInput, LinkTarget } from '../../lib/links/index.ts';

/** Every field any link family has, each optional: a family lacks the others' fields. */
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type AnyLinkFields = {
  [K in KeysOfUnion<LinkBox_LinkFragment>]?: LinkBox_LinkFragment extends infer T
    ? T extends Record<K, infer V>
      ? V
      : never
    : never;
};

/**
 * The graph's `BannerLink` (camelCase) as the lib's resolver reads it (the spec's snake_case names).
 * The one place the two spellings meet: every tappable item on the home goes through it. Each link
 * carries only its family's fields; the resolver reads only those its type needs.
 * `cityName` and `countryName` have no counterpart: the target pages look the names up themselves.
 */
export function toBannerLinkInput(link: LinkBox_LinkFragment): BannerLinkInput {
  const l: AnyLinkFields = link;
  return {
    type: l.type,
    url: l.url,
    class_id: l.classId,
    index: l.index,
    destination_city: l.destinationCity,
    keywordSearch: l.keywordSearch,
    tags: l.tags,
    id: l.id,
    trip_id: l.tripId,
    city: l.city,
    search: l.search,
    tag: l.tag,
    hotel_code: l.hotelCode,
    start_city_code: l.startCityCode,
    start_city_name: l.startCityName,
    end_city_code: l.endCityCode,
    end_city_name: l.endCityName,
    adult: l.adult,
    child: l.child,
    country: l.country,
    visa_id: l.visaId,
    key: l.key,
    categoryId: l.categoryId,
    theme: l.theme,
    keyword: l.keyword,
    scenic_code: l.scenicCode,
  };
}

interface MiniProgramNavigator {
  wx?: { miniProgram?: { navigateTo?: (options: { url: string }) => void } };
}

export interface OpenTargetEnv {
  navigate: (to: string) => void;
  assign: (url: string) => void;
  /** The window carrying WeChat's JS-SDK, when the mini-program's web-view injected it. */
  sdk?: MiniProgramNavigator | undefined;
}

/**
 * Follows a resolved link: an app route through the router, a company page by a full page load,
 * a mini-program page through the JS-SDK. Returns false when nothing happened (no link, or a
 * mini-program target without the SDK), so the caller can leave the item inert.
 */
export function openTarget(target: LinkTarget, env: OpenTargetEnv): boolean {
  switch (target.kind) {
    case 'route':
      env.navigate(target.to);
      return true;
    case 'external':
      env.assign(target.url);
      return true;
    case 'mini-program': {
      const navigateTo = env.sdk?.wx?.miniProgram?.navigateTo;
      if (typeof navigateTo !== 'function') return false;
      navigateTo.call(env.sdk?.wx?.miniProgram, { url: target.path });
      return true;
    }
    default:
      return false;
  }
}

/**
 * True for a path of this app (`/team?class_id=1`). Menu entries and "more" links name routes as
 * plain strings; anything else (a scheme, `//host`) is not followed.
 */
export function isAppRoute(route: string | null | undefined): route is string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must not pass
  return typeof route === 'string' && /^\/(?![/\\])/.test(route) && !/[\s\u0000-\u001f\\]/.test(route);
}
