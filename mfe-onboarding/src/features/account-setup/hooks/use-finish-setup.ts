import { useCallback } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { requestWelcomeModal } from '@lifeguard/shared/session/welcome-modal';
import { pathAfterRegistration } from '@lifeguard/shared/teams/pending-invitation';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import { useLazyGetSignInMethodQuery } from '../../../lib/get-sign-in-method';
import { registrationReset, selectAuthMethod } from '../../../stores/registration-slice';

/**
 * Where the setup screen goes when done (spec 000 §4 "Setup loading"): the password step on the
 * email route; after a third-party sign-in, or for a user who already has a password, the
 * welcome-modal flag is set, the finished draft cleared and the dashboard opened. Before sending a
 * user without a password to the password step, the session is asked how it signed in: a Google
 * session never gets the password step, whatever the draft says (issue 15: a draft claimed on a
 * busy machine once said 'email' after a Google sign-up).
 */
export function useFinishSetup(): () => void {
  const authMethod = useAppSelector(selectAuthMethod);
  const hasPassword = useAppSelector(selectCurrentUser)?.has_usable_password ?? false;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { advance } = useStepNavigation('register-account-setup');
  const [getSignInMethod] = useLazyGetSignInMethodQuery();

  return useCallback(() => {
    const toDashboard = () => {
      requestWelcomeModal();
      dispatch(registrationReset());
      navigate(pathAfterRegistration(), { replace: true });
    };
    if (authMethod !== 'email' || hasPassword) return toDashboard();
    void getSignInMethod()
      .unwrap()
      .catch(() => null)
      .then((method) => (method === 'google' ? toDashboard() : advance()));
  }, [advance, authMethod, dispatch, getSignInMethod, hasPassword, navigate]);
}
