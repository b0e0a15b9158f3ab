import type { ApolloClient } from '@apollo/client';
import type {
  StartupExchangeSessionTokenMutation,
  StartupExchangeSessionTokenMutationVariables,
} from '../__generated__/graphql.ts';
import { detectHost } from '../lib/host/index.ts';
import { introducerFromQuery, rememberIntroducer } from '../lib/introducer.ts';
import { browserStorage } from '../lib/storage.ts';
import { withoutQueryParam } from '../lib/url.ts';
import { reloadOnceForChunkError } from './chunkReload.ts';
import { captureLineCityFromUrl } from '../features/city/useLocalCity.ts';
import { captureStartParams } from './startParams.ts';

export interface StartupEnv {
  location: Pick<Location, 'href' | 'search' | 'reload'>;
  history: Pick<History, 'replaceState' | 'state'>;
  addEventListener: Window['addEventListener'];
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  navigator: Pick<Navigator, 'userAgent'>;
  /**
   * Asks the shopper whether to give up the account this browser is logged in to for the host's
   * (`message` says which two); resolves true to switch. An antd-mobile Dialog by default.
   */
  confirmSessionSwitch?: (message: string) => Promise<boolean>;
}

let tokenExchange: Promise<void> | null = null;

/**
 * Runs once before the first render:
 * - a stale deployment's missing chunk reloads the page (spec §2.5) instead of showing an error,
 *   once (see `reloadOnceForChunkError`);
 * - the start fields of the URL are kept for the visit (spec §3, `startParams`), and an invite
 *   link's introducer is remembered for the login/register that may follow;
 * - a host-app token in the URL (spec §4) is removed from the address bar, so it is neither
 *   bookmarked, shared nor leaked through Referer, and exchanged for a session cookie when the page
 *   runs inside a host that hands sessions over (`acceptsHandedToken`).
 */
export async function startup(client: ApolloClient<object>, env: StartupEnv = window): Promise<void> {
  // On `window`, merely reading a refused storage's property throws (blocked cookies, privacy modes).
  const session = browserStorage('session', env);
  env.addEventListener('vite:preloadError', (event) => {
    // Not prevented when no reload happens: the import then fails and the error page shows it.
    if (reloadOnceForChunkError({ storage: session, reload: () => env.location.reload() })) {
      event.preventDefault();
    }
  });

  captureStartParams(env.location.search, session);
  // `linecity` chooses the shopper's city whichever page the visit lands on.
  captureLineCityFromUrl(env.location.search);
  const introducer = introducerFromQuery(env.location.search);
  if (introducer) rememberIntroducer(introducer);

  await exchangeTokenFromUrl(client, env);
}

/**
 * Whether this page may take a session from its URL: only inside the company's app or a
 * mini-program, the hosts that hand one over (spec §4). Anywhere else a `?token=` is a link someone
 * wrote, and taking it would log the visitor in to the writer's account (login CSRF): what they save
 * next, ID numbers and contacts, would be the writer's to read. Decided by the user agent alone: the
 * `isMiniProgram` flag, and the host kept for the tab from it (app/host.ts), come from the URL, which
 * is exactly what the writer of such a link controls; the user agent is the visitor's own.
 */
export function acceptsHandedToken(userAgent: string): boolean {
  const { kind } = detectHost({ userAgent, search: '' });
  return kind === 'mini-program' || kind === 'ios-app' || kind === 'android-app';
}

/**
 * The confirm dialog, loaded only when a switch must be asked about. Through feedback.ts, never the
 * antd-mobile barrel: a dynamic import of the barrel, which the first load imports statically too,
 * drew the dialog and its animation library (react-spring) into every first load.
 */
async function confirmWithDialog(message: string): Promise<boolean> {
  const { confirmDialog } = await import('../components/feedback.ts');
  return confirmDialog({
    title: '切换账号',
    content: `${message}。是否切换为App或小程序的账号？`,
    confirmText: '切换',
    cancelText: '保留当前账号',
  });
}

/** The exchange itself; memoised so a second call (StrictMode, HMR) does not spend the token twice. */
export function exchangeTokenFromUrl(client: ApolloClient<object>, env: StartupEnv = window): Promise<void> {
  tokenExchange ??= (async () => {
    const token = new URLSearchParams(env.location.search).get('token');
    if (!token) return;
    // Out of the address bar first: kept in memory, it is not left there while a dialog is open.
    const cleaned = withoutQueryParam(env.location.href, 'token');
    if (cleaned !== null) env.history.replaceState(env.history.state, '', cleaned);
    if (!acceptsHandedToken(env.navigator.userAgent)) return;
    try {
      // Loaded only for a handoff: the generated module holds every operation and is not for the first load.
      const { StartupExchangeSessionTokenDocument } = await import('../__generated__/graphql.ts');
      const exchange = (replaceSession: boolean) =>
        client.mutate<StartupExchangeSessionTokenMutation, StartupExchangeSessionTokenMutationVariables>({
          mutation: StartupExchangeSessionTokenDocument,
          variables: { input: { token, replaceSession } },
        });
      const first = await exchange(false);
      const conflict = first.data?.exchangeSessionToken.userErrors.find((e) => e.code === 'SESSION_CONFLICT');
      // This browser is logged in to another member: switching is the shopper's choice, never silent.
      // The host's account is usually the one they expect here (they switched accounts in the app),
      // so they are asked rather than kept on the old one without a word.
      if (conflict && (await (env.confirmSessionSwitch ?? confirmWithDialog)(conflict.message))) {
        await exchange(true);
      }
    } catch {
      // A bad or expired token leaves the visitor as they were (spec §4); pages offer the login.
    }
  })();
  return tokenExchange;
}

/** Test hook: forget the memoised exchange. */
export function resetStartupForTests(): void {
  tokenExchange = null;
}
