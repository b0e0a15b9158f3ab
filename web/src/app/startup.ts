import type { ApolloClient } from '@apollo/client';
import { introducerFromQuery, rememberIntroducer } from '../lib/introducer.ts';
import { withoutQueryParam } from '../lib/url.ts';
import { reloadOnceForChunkError } from './chunkReload.ts';
import { captureLineCityFromUrl } from '../features/city/useLocalCity.ts';
import { captureStartParams } from './startParams.ts';

export interface StartupEnv {
  location: Pick<Location, 'href' | 'search' | 'reload'>;
  history: Pick<History, 'replaceState' | 'state'>;
  addEventListener: Window['addEventListener'];
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
}

let tokenExchange: Promise<void> | null = null;

/**
 * Runs once before the first render:
 * - a stale deployment's missing chunk reloads the page (spec §2.5) instead of showing an error,
 *   once (see `reloadOnceForChunkError`);
 * - the start fields of the URL are kept for the visit (spec §3, `startParams`), and an invite
 *   link's introducer is remembered for the login/register that may follow;
 * - a host-app token in the URL (spec §4) is exchanged for the session cookie, then removed from
 *   the address bar so it is neither bookmarked, shared nor leaked through Referer.
 */
export async function startup(client: ApolloClient<object>, env: StartupEnv = window): Promise<void> {
  env.addEventListener('vite:preloadError', (event) => {
    // Not prevented when no reload happens: the import then fails and the error page shows it.
    if (reloadOnceForChunkError({ storage: env.sessionStorage, reload: () => env.location.reload() })) {
      event.preventDefault();
    }
  });

  captureStartParams(env.location.search, env.sessionStorage);
  // `linecity` chooses the shopper's city whichever page the visit lands on.
  captureLineCityFromUrl(env.location.search);
  const introducer = introducerFromQuery(env.location.search);
  if (introducer) rememberIntroducer(introducer);

  await exchangeTokenFromUrl(client, env);
}

/** The exchange itself; memoised so a second call (StrictMode, HMR) does not spend the token twice. */
export function exchangeTokenFromUrl(client: ApolloClient<object>, env: StartupEnv = window): Promise<void> {
  tokenExchange ??= (async () => {
    const token = new URLSearchParams(env.location.search).get('token');
    if (!token) return;
    try {
      // Loaded only for a handoff: the generated module holds every operation and is not for the first load.
      const { StartupExchangeSessionTokenDocument } = await import('../__generated__/graphql.ts');
      await client.mutate({
        mutation: StartupExchangeSessionTokenDocument,
        variables: { input: { token } },
      });
    } catch {
      // A bad or expired token leaves the visitor anonymous (spec §4); pages offer the login.
    } finally {
      const cleaned = withoutQueryParam(env.location.href, 'token');
      if (cleaned !== null) env.history.replaceState(env.history.state, '', cleaned);
    }
  })();
  return tokenExchange;
}

/** Test hook: forget the memoised exchange. */
export function resetStartupForTests(): void {
  tokenExchange = null;
}
