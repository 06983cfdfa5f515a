import { useState } from 'react';
import { MFA_LOCKED_OUT_CODE } from '@lifeguard/contracts/allauth';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { messages } from '@lifeguard/shared/forms/messages';
import { useLogoutMutation, useMfaAuthenticateMutation } from '@lifeguard/shared/session/session-api';
import type { SecondStepProps } from '../../../lib/second-step';

/** Shown for a 429: the server's MFA rate limit (issue 16 §6 "codes are rate-limited"). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Wait a minute, then try again.';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/**
 * The text under the code input for a refused code: the rate limit's own advice for a 429, else
 * the server's reason (allauth's 'Incorrect code.' for a 400; the lockout's 15 minutes for a
 * 429 `mfa_locked_out`, issue 30 item 6), else the generic failure.
 */
export function codeErrorMessage(error: unknown): string {
  const normalized = normalizeError(error);
  const rateLimited = statusOf(error) === 429 && normalized.code !== MFA_LOCKED_OUT_CODE;
  return rateLimited ? TOO_MANY_ATTEMPTS_MESSAGE : normalized.message;
}

/**
 * The second step's calls (issue 16 §6): `submit(code)` sends an authenticator app code or a
 * recovery code, whitespace removed, to `POST /auth/2fa/authenticate`, and resolves `false` when
 * the code was refused (then `error` says why), `true` when the step is over (`onAuthenticated`
 * or, on a 401 for an expired pending login, `onExpired` has run). `cancel` drops the pending
 * login (`DELETE /auth/session`, which never fails) and then runs `onCancelled`.
 */
export function useTwoFactorStep({ onAuthenticated, onCancelled, onExpired }: Omit<SecondStepProps, 'flow'>) {
  const [authenticate, { isLoading: verifying }] = useMfaAuthenticateMutation();
  const [logout, { isLoading: cancelling }] = useLogoutMutation();
  const [error, setError] = useState<string | null>(null);

  const submit = async (typed: string): Promise<boolean> => {
    const code = typed.replace(/\s+/g, '');
    if (!code) {
      setError(messages.required);
      return false;
    }
    setError(null);
    try {
      onAuthenticated(await authenticate({ code }).unwrap());
      return true;
    } catch (caught) {
      if (statusOf(caught) === 401) {
        onExpired();
        return true;
      }
      setError(codeErrorMessage(caught));
      return false;
    }
  };

  const cancel = async () => {
    await logout();
    onCancelled();
  };

  return { submit, cancel, verifying, cancelling, error, clearError: () => setError(null) };
}
