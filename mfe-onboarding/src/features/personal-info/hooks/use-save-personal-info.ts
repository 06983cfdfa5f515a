import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { useRegistrationCall } from '../../../hooks/use-registration-call';
import { useStepNavigation } from '../../../hooks/use-step-navigation';
import type { PersonalInfo } from '../../../stores/registration-draft';
import { personalInfoSaved } from '../../../stores/registration-slice';
import { useSavePersonalInfoMutation } from '../api/save-personal-info';

/**
 * Step 2 (spec 000 §4 "Registration" 1–2): saves the trimmed names on the server and in the
 * draft, then moves on to who-protecting. A failure stays with the banner.
 */
export function useSavePersonalInfo() {
  const [savePersonalInfo, { isLoading }] = useSavePersonalInfoMutation();
  const call = useRegistrationCall();
  const dispatch = useAppDispatch();
  const { advance } = useStepNavigation('register-personal-info');

  const save = async (values: PersonalInfo) => {
    const names: PersonalInfo = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      middleName: values.middleName.trim(),
      suffix: values.suffix,
    };
    const answer = await call(() =>
      savePersonalInfo({
        first_name: names.firstName,
        last_name: names.lastName,
        middle_name: names.middleName,
        suffix: names.suffix,
      }).unwrap(),
    );
    if (!answer) return;
    dispatch(personalInfoSaved(names));
    advance();
  };

  return { save, busy: isLoading };
}
