import { useShellSessionQuery } from '../../__generated__/graphql.ts';

/**
 * Login on load (spec §4): who the session belongs to, asked by the root route's loader as the app
 * starts (router.tsx) and watched from here. A member stays logged in; an ended session answers
 * UNAUTHENTICATED, which the Apollo client turns into /login (except in a mini-program); any other
 * failure leaves the visitor anonymous. Renders nothing.
 */
export default function SessionCheck() {
  useShellSessionQuery({ context: { silent: true } });
  return null;
}
