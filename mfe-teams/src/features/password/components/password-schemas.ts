import * as yup from 'yup';
import { messages } from '@lifeguard/shared/forms/messages';
import { confirmPasswordField, setPasswordField } from '@lifeguard/shared/forms/rules';

/** A new password: every set-password rule of spec 000 §5, then a matching confirmation. */
const newPassword = {
  newPassword: setPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
};

/** Change Password (issue 13 "Account pages"): the current password, then a new one. */
export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(messages.required),
  ...newPassword,
});

/** 'Set a password' (issue 13 "Account pages"): a first password. */
export const setPasswordSchema = yup.object(newPassword);
