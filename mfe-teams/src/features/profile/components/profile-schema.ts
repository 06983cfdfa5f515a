import * as yup from 'yup';
import { NAME_PART_MAX_LENGTH } from '@lifeguard/contracts/account';
import { requiredString } from '@lifeguard/shared/forms/rules';

/** Spelled out when a name part is longer than the server keeps. */
export const TOO_LONG = `Use at most ${NAME_PART_MAX_LENGTH} characters`;

/**
 * Profile rules (issue 13 "Account pages", as registration's personal info, spec 000 §5): first
 * and last name required (whitespace alone is empty), middle name and suffix optional, each at
 * most NAME_PART_MAX_LENGTH characters.
 */
export const profileSchema = yup.object({
  firstName: requiredString().max(NAME_PART_MAX_LENGTH, TOO_LONG),
  middleName: yup.string().max(NAME_PART_MAX_LENGTH, TOO_LONG),
  lastName: requiredString().max(NAME_PART_MAX_LENGTH, TOO_LONG),
  suffix: yup.string().max(NAME_PART_MAX_LENGTH, TOO_LONG),
});
