import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import type { LoginValues } from '@lifeguard/shared/session/session-api';
import { Button } from '@lifeguard/shared/ui/button';
import { CheckboxField } from '@lifeguard/shared/ui/checkbox-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { initialLoginValues, loginSchema } from './login-schema';

export type LoginFormProps = {
  submitLabel: string;
  /** While the login call runs: the submit reads 'Logging in' and is disabled. */
  busy: boolean;
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Other ways in under the submit button, e.g. 'Sign in with Google'. */
  alternatives?: ReactNode;
};

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSignUp = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Email, password and 'Remember me' with the sign-up and reset links (spec 000 §2, §5). */
export function LoginForm({ submitLabel, busy, onSubmit, alternatives }: LoginFormProps) {
  return (
    <Formik initialValues={initialLoginValues} validationSchema={loginSchema} onSubmit={onSubmit}>
      <Form noValidate aria-label="Login">
        <TextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" />
        <StyledRow>
          <CheckboxField name="rememberMe" label="Remember me" />
          <TextLink to={hrefs.forgotPassword()}>Forgot password?</TextLink>
        </StyledRow>
        <StyledActions>
          <Button type="submit" fullWidth busy={busy}>
            {busy ? 'Logging in' : submitLabel}
          </Button>
          {alternatives}
        </StyledActions>
        <StyledSignUp>
          Don&apos;t have an account? <TextLink to={hrefs.register()}>Sign up</TextLink>
        </StyledSignUp>
      </Form>
    </Formik>
  );
}
