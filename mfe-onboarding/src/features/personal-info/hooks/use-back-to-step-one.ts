import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import type { PersonalInfo } from '../../../stores/registration-draft';
import { personalInfoSaved, selectAuthMethod } from '../../../stores/registration-slice';

/**
 * Back from step 2 (spec 000 §4 "Registration" 2, issue 33 item 3): keeps the names as typed in
 * the draft, then step 1, which shows the draft's email. Only on the email route (undefined on a
 * third-party sign-in's, whose step 1 was the provider's sign-in, not our email form). The
 * account of step 1 exists and its user is signed in: the shell's guard lets them back onto
 * /register because this tab's draft is theirs, and resending the same email just moves on.
 */
export function useBackToStepOne(): ((names: PersonalInfo) => void) | undefined {
  const dispatch = useAppDispatch();
  const authMethod = useAppSelector(selectAuthMethod);
  const { back } = useStepNavigation('register-personal-info');
  if (authMethod !== 'email') return undefined;
  return (names) => {
    dispatch(personalInfoSaved(names));
    back();
  };
}
