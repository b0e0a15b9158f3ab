import { useOrderMemberQuery } from '../../__generated__/graphql.ts';
import { useRequireMember } from '../user/useRequireMember.ts';

/**
 * The order and payment pages are the member's: anonymous visitors go to the login and come back.
 * The page's own query goes out together with this one (one round trip before the list, not two):
 * without a session the gateway answers it UNAUTHENTICATED, which sends the visitor to the login
 * just as `useRequireMember` does. Pages skip it once the visitor is known to be `anonymous`.
 */
export function useOrderMember() {
  const { data, loading, error, refetch } = useOrderMemberQuery({ notifyOnNetworkStatusChange: true });
  const me = data?.me ?? null;
  const anonymous = !!data && !me;
  const redirecting = useRequireMember({ loading, error, anonymous });
  return {
    anonymous,
    loading: loading || redirecting,
    error: data ? undefined : error,
    refetch,
  };
}
