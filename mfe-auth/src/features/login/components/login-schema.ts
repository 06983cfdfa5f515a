import * as yup from 'yup';
import { emailField, passwordField } from '@lifeguard/shared/forms/rules';
import type { LoginValues } from '@lifeguard/shared/session/session-api';

/** Login form rules (spec 000 §5): email required and valid, password required, at least 8. */
export const loginSchema = yup.object({
  email: emailField(),
  password: passwordField(),
  rememberMe: yup.boolean().default(false),
});

export const initialLoginValues: LoginValues = { email: '', password: '', rememberMe: false };
