import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { POST_LOGIN_DELAY_MS } from '../../../lib/constants';
import type { RenderSecondStep } from '../../../lib/second-step';
import { useTimeout } from '../../../lib/use-timeout';
import type { LoginCopy } from '../hooks/use-login-mode';
import { useLogin } from '../hooks/use-login';
import { LoginForm } from './login-form';

export type LoginScreenProps = {
  copy: LoginCopy;
  /** Runs POST_LOGIN_DELAY_MS after a successful sign-in: redirect or extension hand-off. */
  onSignedIn: () => void;
  /** Other sign-in buttons; `disabled` while the login call runs (spec 000 §2 "buttons disabled"). */
  renderAlternatives?: (state: { disabled: boolean }) => ReactNode;
  /** The second step, in place of the form, when the login waits for it (issue 16 §6). */
  renderSecondStep: RenderSecondStep;
  /** Shown under the alerts, e.g. the extension connection status. */
  children?: ReactNode;
};

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * The sign-in screen (spec 000 §2, §4 "Login screen"): the form until sign-in succeeds, a closable
 * danger alert for errors, then the success alert, and `onSignedIn` after 1500 ms. A login that
 * waits for its second step shows that step in place of the form (issue 16 §6); once done, the
 * screen goes on exactly as after a password alone.
 */
export function LoginScreen({
  copy,
  onSignedIn,
  renderAlternatives,
  renderSecondStep,
  children,
}: LoginScreenProps) {
  const { handleLogin, busy, signedIn, secondStep, error, clearError } = useLogin();
  useTimeout(onSignedIn, POST_LOGIN_DELAY_MS, signedIn);

  return (
    <NarrowLayout title={copy.title}>
      <StyledStack>
        {error ? (
          <Alert variant="danger" onClose={clearError}>
            {error}
          </Alert>
        ) : null}
        {signedIn ? (
          <Alert variant="success">{copy.successMessage}</Alert>
        ) : secondStep ? (
          renderSecondStep(secondStep)
        ) : (
          <LoginForm
            submitLabel={copy.submitLabel}
            busy={busy}
            onSubmit={handleLogin}
            alternatives={renderAlternatives?.({ disabled: busy })}
          />
        )}
        {children}
      </StyledStack>
    </NarrowLayout>
  );
}
