import { useApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../lib/safeRedirect.ts';

/**
 * After a login or registration: forget everything cached for the previous visitor (refetching what
 * is on screen), then leave for the `redirect` target. `replace`, so back does not reopen the form.
 */
export function useFinishLogin() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(async () => {
    await client.resetStore().catch(() => {
      // A refetch failing here must not keep the member on the login form; the next page retries.
    });
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  }, [client, navigate, params]);
}
