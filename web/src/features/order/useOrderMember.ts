import { useOrderMemberQuery } from '../../__generated__/graphql.ts';
import { useRequireMember } from '../user/useRequireMember.ts';

/**
 * The order and payment pages are the member's: anonymous visitors go to the login and come back.
 * `ready` once a member is known; the page's own query waits for it (skip), so an anonymous visit
 * never asks for orders.
 */
export function useOrderMember() {
  const { data, loading, error, refetch } = useOrderMemberQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me ?? null;
  const redirecting = useRequireMember({ loading, error, anonymous: !!data && !me });
  return {
    ready: !!me && !redirecting,
    loading: loading || redirecting,
    error: data ? undefined : error,
    refetch,
  };
}
