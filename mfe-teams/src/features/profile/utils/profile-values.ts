import type { ProfileUpdate } from '@lifeguard/contracts/schemas/account';
import type { User } from '@lifeguard/shared/session/user';

/** The profile form's values; the email is shown, never sent. */
export type ProfileValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  suffix: string;
  email: string;
};

/** The form's values for `user`. */
export function profileValuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    email: user.email,
  };
}

/** The PATCH body (issue 13 "Account pages"): every name part, trimmed. */
export function profileUpdateOf(values: ProfileValues): ProfileUpdate {
  return {
    first_name: values.firstName.trim(),
    middle_name: values.middleName.trim(),
    last_name: values.lastName.trim(),
    suffix: values.suffix.trim(),
  };
}

/** The form field a server error's `param` names, if any. */
export const FIELD_OF_PARAM: Partial<Record<string, keyof ProfileValues>> = {
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  suffix: 'suffix',
};
