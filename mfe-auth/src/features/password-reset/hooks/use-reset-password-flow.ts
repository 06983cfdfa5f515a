import { useState } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { sessionApi, useLoginMutation } from '@lifeguard/shared/session/session-api';
import { sessionUserChanged } from '@lifeguard/shared/session/session-slice';
import { toClientUser, type ServerUser } from '@lifeguard/shared/session/user';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { useResetPasswordMutation } from '../api/reset-password';

/** Spec 000 §8 "Reset failure". */
export const RESET_FAILED = 'Failed to reset password. Please try again.';

/**
 * A 400 carries the server's reason (invalid or used key, password too short), worth showing as
 * is; anything else reads as the catalogue's reset failure (spec 000 §8).
 */
export function resetErrorMessage(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 400 ? normalizeError(error).message : RESET_FAILED;
}

/**
 * Submits a new password for `key` (spec 000 §4 "Password reset", §7). Success goes home when it
 * leaves the user signed in: a 200 with the user refreshes the session; a 401 with flows (the
 * server does not sign in on reset) signs in with `email` and the new password when the email is
 * known. Otherwise `succeeded` turns true for the screen's success alert and 'Go to Login'.
 */
export function useResetPasswordFlow(key: string, email: string | undefined) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [login, { isLoading: signingIn }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refreshSession = async (user: ServerUser) => {
    const request = dispatch(
      sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    const fresh = await request.unwrap().catch(() => null);
    dispatch(sessionUserChanged(fresh ?? toClientUser(user)));
  };

  const signIn = (password: string) =>
    email
      ? login({ email, password, rememberMe: false })
          .unwrap()
          .then(
            () => true,
            () => false,
          )
      : Promise.resolve(false);

  const handleSubmit = async ({ password }: { password: string }) => {
    setError(null);
    try {
      const { user } = await resetPassword({ key, password }).unwrap();
      if (user) await refreshSession(user);
      if (user || (await signIn(password))) {
        navigate(hrefs.dashboard(), { replace: true });
        return;
      }
      setSucceeded(true);
    } catch (caught) {
      setError(resetErrorMessage(caught));
    }
  };

  return { handleSubmit, busy: isLoading || signingIn, succeeded, error, clearError: () => setError(null) };
}
