import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import type { LoginValues } from '@lifeguard/shared/session/session-api';
import { Button } from '@lifeguard/shared/ui/button';
import { Checkbox } from '@lifeguard/shared/ui/checkbox';
import { TextInput } from '@lifeguard/shared/ui/text-input';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { useLoginForm } from '../hooks/use-login-form';

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

/**
 * Email, password and 'Remember me' with the sign-up and reset links (spec 000 §2, §5), checked
 * as every form is but without formik (useLoginForm).
 */
export function LoginForm({ submitLabel, busy, onSubmit, alternatives }: LoginFormProps) {
  const { textInput, rememberMe, handleSubmit } = useLoginForm(onSubmit);
  return (
    <form noValidate aria-label="Login" onSubmit={handleSubmit}>
      <TextInput {...textInput('email')} label="Email" type="email" autoComplete="email" autoFocus />
      <TextInput
        {...textInput('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <StyledRow>
        <Checkbox {...rememberMe} label="Remember me" />
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
    </form>
  );
}
