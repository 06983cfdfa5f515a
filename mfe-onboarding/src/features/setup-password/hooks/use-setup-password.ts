import { useState } from 'react';
import { UNEXPECTED_ERROR_MESSAGE } from '@lifeguard/contracts/errors';
import { useNavigate } from '@lifeguard/shared/router/router';
import { sessionApi } from '@lifeguard/shared/session/session-api';
import { requestWelcomeModal } from '@lifeguard/shared/session/welcome-modal';
import { pathAfterRegistration } from '@lifeguard/shared/teams/pending-invitation';
import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { registrationReset } from '../../../stores/registration-slice';
import { setupPasswordError, useSetupPasswordMutation } from '../api/setup-password';

/** Spec 000 §8 "Set-password failure (screen)". */
export const SET_PASSWORD_FAILED = 'Failed to set password. Please try again.';

/**
 * Text for a failed set-password call (spec 000 §8 "Set-password failure (screen)"): the
 * account system's error when our server answered (its reason, e.g. a rule of spec 000 §5, else
 * 'Failed to set your password…'); the screen's own failure text when an answer came that was
 * not our server's (RTK Query's PARSING_ERROR, e.g. a gateway's error page); no answer at all
 * (network) is the unexpected error.
 */
export function setPasswordErrorMessage(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 'PARSING_ERROR') return SET_PASSWORD_FAILED;
  return setupPasswordError(error) ?? UNEXPECTED_ERROR_MESSAGE;
}

/**
 * Step 3.75 (spec 000 §4 "Setup loading", §7): sets the first password, refetches the user (now
 * with a usable password), sets the welcome-modal flag, clears the finished draft and opens the
 * dashboard. A failure stays with its message.
 */
export function useSetupPassword() {
  const [setupPassword, { isLoading }] = useSetupPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (password: string) => {
    setError(null);
    try {
      await setupPassword({ password }).unwrap();
    } catch (caught) {
      setError(setPasswordErrorMessage(caught));
      return;
    }
    await dispatch(
      sessionApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
    requestWelcomeModal();
    dispatch(registrationReset());
    navigate(pathAfterRegistration(), { replace: true });
  };

  return { handleSubmit, busy: isLoading, error, clearError: () => setError(null) };
}
