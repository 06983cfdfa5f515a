import { track } from '@lifeguard/shared/analytics/track';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useRegistrationCall } from '../../../hooks/use-registration-call';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import { emailRegistered, ownsDraft, selectRegistrationDraft } from '../../../stores/registration-slice';
import { useRegisterEmailMutation } from '../api/register-email';

/**
 * Step 1 (spec 000 §4 "Registration" 1): registers the email, which signs the visitor in, starts
 * a fresh email-route draft for the new account and moves on to personal info. A failure stays
 * on the step with the normalised message in the banner. Reopened by Back from step 2 (issue 33
 * item 3), `resumedEmail` is the draft's, whose account exists: sent unchanged, it just moves on,
 * the draft kept; another email registers that one as a new account.
 */
export function useCreateAccount() {
  const [registerEmail, { isLoading }] = useRegisterEmailMutation();
  const call = useRegistrationCall();
  const dispatch = useAppDispatch();
  const { advance } = useStepNavigation('register');
  const user = useAppSelector(selectCurrentUser);
  const draft = useAppSelector(selectRegistrationDraft);
  const resumedEmail = user && ownsDraft(draft, user.email) ? draft.email : null;

  const createAccount = async ({ email }: { email: string }) => {
    if (resumedEmail !== null && ownsDraft(draft, email.trim())) {
      advance();
      return;
    }
    const answer = await call(() => registerEmail({ email: email.trim() }).unwrap());
    if (!answer) return;
    dispatch(emailRegistered({ email: answer.user.email }));
    // Product analytics (spec 000 §1 "registration and onboarding"); the name is ours.
    track('account created', { method: 'email' });
    advance();
  };

  return { createAccount, busy: isLoading, resumedEmail };
}
