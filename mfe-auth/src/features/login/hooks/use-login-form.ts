import { useState, type ChangeEvent, type FormEvent } from 'react';
import { checkEmail, checkPassword } from '@lifeguard/shared/forms/checks';
import type { LoginValues } from '@lifeguard/shared/session/session-api';

type TextName = 'email' | 'password';

export const initialLoginValues: LoginValues = { email: '', password: '', rememberMe: false };

const checkLoginPassword = checkPassword();

/**
 * The problems of the login form's values (spec 000 §5): email required and valid, password
 * required and at least 8 characters; Remember me optional. Null where a field is fine.
 */
export function loginProblems(values: LoginValues): Record<TextName, string | null> {
  return { email: checkEmail(values.email), password: checkLoginPassword(values.password) };
}

/**
 * State of the login form without formik and yup, which the first screen of a visit cannot
 * afford (issue 17: JS for /app/login). It behaves as the product's formik forms do: values are
 * checked on change and blur, a field's error shows once it has been left (touched), and a submit
 * touches every field and calls `onSubmit` only when all pass.
 */
export function useLoginForm(onSubmit: (values: LoginValues) => Promise<void>) {
  const [values, setValues] = useState(initialLoginValues);
  const [touched, setTouched] = useState<Record<TextName, boolean>>({ email: false, password: false });
  const problems = loginProblems(values);

  /** Value and handlers of the text input `name`, and its error once touched. */
  const textInput = (name: TextName) => ({
    name,
    value: values[name],
    error: touched[name] ? problems[name] : null,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const rememberMe = {
    name: 'rememberMe',
    checked: values.rememberMe,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { checked } = event.target;
      setValues((current) => ({ ...current, rememberMe: checked }));
    },
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (problems.email === null && problems.password === null) void onSubmit(values);
  };

  return { textInput, rememberMe, handleSubmit };
}
