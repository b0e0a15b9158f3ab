import type { ApolloCache } from '@apollo/client';

interface WithPolicies {
  policies: { addTypePolicies: (policies: Record<string, object>) => void };
}

const configured = new WeakSet<object>();

/**
 * Cache rules the home's types need, added to whichever cache the page runs on:
 * - `BannerLink` carries an `id` that is the *target's* id (a tour, a good), not the link's own:
 *   normalised by it, a banner and a card pointing at the same tour would overwrite each other's
 *   fields (one with `tripId`, one without). Links are values of their parent, never entities.
 * - `HomePage` has no id: merge a city change's new sections into it instead of replacing it.
 */
export function ensureHomeCachePolicies(cache: ApolloCache<unknown>): void {
  if (configured.has(cache) || !('policies' in cache)) return;
  (cache as unknown as WithPolicies).policies.addTypePolicies({
    BannerLink: { keyFields: false },
    HomePage: { merge: true },
  });
  configured.add(cache);
}
