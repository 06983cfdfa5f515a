import { useState } from 'react';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import type { User } from '@lifeguard/shared/session/user';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { RegistrationErrorBanner } from '../../../components/registration-error-banner';
import { RegistrationLayout } from '../../../components/registration-layout';
import { StyledStack } from '../../../components/stack';
import { SUFFIXES } from '@lifeguard/contracts/onboarding';
import type { PersonalInfo, RegistrationDraft } from '../../../stores/registration-draft';
import {
  registrationErrorChanged,
  selectRegistrationDraft,
  selectRegistrationError,
} from '../../../stores/registration-slice';
import { useBackToStepOne } from '../hooks/use-back-to-step-one';
import { useSavePersonalInfo } from '../hooks/use-save-personal-info';
import { PersonalInfoForm } from './personal-info-form';

const isSuffix = (value: string): value is PersonalInfo['suffix'] =>
  value === '' || (SUFFIXES as readonly string[]).includes(value);

/** The draft's names when it has them, else the signed-in user's (e.g. from Google). */
function personalInfoFrom(draft: RegistrationDraft, user: User | null): PersonalInfo {
  if (draft.firstName || draft.lastName) {
    const { firstName, lastName, middleName, suffix } = draft;
    return { firstName, lastName, middleName, suffix };
  }
  const suffix = user?.suffix ?? '';
  return {
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    middleName: user?.middle_name ?? '',
    suffix: isSuffix(suffix) ? suffix : '',
  };
}

/**
 * /register/personal-info, step 2 (spec 000 §2, §4, §5), with Back to step 1 on the email route
 * (issue 33 item 3; see useBackToStepOne).
 */
export function PersonalInfoScreen() {
  const draft = useAppSelector(selectRegistrationDraft);
  const user = useAppSelector(selectCurrentUser);
  const error = useAppSelector(selectRegistrationError);
  const dispatch = useAppDispatch();
  const { save, busy } = useSavePersonalInfo();
  const back = useBackToStepOne();
  const [initialValues] = useState(() => personalInfoFrom(draft, user));

  return (
    <RegistrationLayout
      route="register-personal-info"
      title="What's your name?"
      subtitle="We'll use it to personalize your protection and how we greet you."
    >
      <StyledStack>
        <RegistrationErrorBanner error={error} onClose={() => dispatch(registrationErrorChanged(null))} />
        <PersonalInfoForm initialValues={initialValues} busy={busy} onSubmit={save} onBack={back} />
      </StyledStack>
    </RegistrationLayout>
  );
}
