import { useCallback } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { useLogoutMutation } from '@lifeguard/shared/session/session-api';

/**
 * 'Sign out' of the user menu and of /accounts/logout/ (spec 001 §2, spec 000 §4): deletes the
 * allauth session, then goes to /login. The shared logout never fails and the session slice
 * clears the user either way, so the user always ends signed out locally.
 */
export function useSignOut() {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    await logout();
    navigate(hrefs.login(), { replace: true });
  }, [logout, navigate]);
  return { signOut, signingOut: isLoading };
}
