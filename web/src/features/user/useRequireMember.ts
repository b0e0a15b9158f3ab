import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginUrlFor } from '../../lib/safeRedirect.ts';

/**
 * Member-only pages: once the page's `me` has loaded as null (anonymous), go to the login and come
 * back here after. An expired session never gets here: its UNAUTHENTICATED error already does the
 * same in the Apollo link. Returns true while the page should show nothing of its own.
 */
export function useRequireMember(result: { loading: boolean; error?: unknown; anonymous: boolean }): boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mustLogin = !result.loading && !result.error && result.anonymous;
  useEffect(() => {
    if (mustLogin) navigate(loginUrlFor(pathname + search), { replace: true });
  }, [mustLogin, navigate, pathname, search]);
  return mustLogin;
}
