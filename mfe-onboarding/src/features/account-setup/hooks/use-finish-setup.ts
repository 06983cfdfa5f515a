import { useCallback } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { requestWelcomeModal } from '@lifeguard/shared/session/welcome-modal';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import { registrationReset, selectAuthMethod } from '../../../stores/registration-slice';

/**
 * Where the setup screen goes when done (spec 000 §4 "Setup loading"): the password step on the
 * email route; after a third-party sign-in, or for a user who already has a password, the
 * welcome-modal flag is set, the finished draft cleared and the dashboard opened.
 */
export function useFinishSetup(): () => void {
  const authMethod = useAppSelector(selectAuthMethod);
  const hasPassword = useAppSelector(selectCurrentUser)?.has_usable_password ?? false;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { advance } = useStepNavigation('register-account-setup');

  return useCallback(() => {
    if (authMethod === 'email' && !hasPassword) {
      advance();
      return;
    }
    requestWelcomeModal();
    dispatch(registrationReset());
    navigate(hrefs.dashboard(), { replace: true });
  }, [advance, authMethod, dispatch, hasPassword, navigate]);
}
