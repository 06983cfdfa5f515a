import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TOTP, type AuthenticatorType } from '@lifeguard/contracts/allauth';
import { Button } from '@lifeguard/shared/ui/button';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import type { SecondStepProps } from '../../../lib/second-step';
import { useTwoFactorStep } from '../hooks/use-two-factor-step';
import { CodeField } from './code-field';

/** The two ways through the step, the authenticator app first (issue 16 §6). */
const TYPES: readonly AuthenticatorType[] = ['totp', 'recovery_codes'];

const COPY = {
  totp: {
    label: 'Authentication code',
    hint: `Enter the ${TOTP.digits}-digit code from your authenticator app.`,
    switchTo: 'Use your authenticator app instead',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
  },
  recovery_codes: {
    label: 'Recovery code',
    hint: 'Enter one of your recovery codes.',
    switchTo: 'Use a recovery code instead',
    inputMode: 'text',
    autoComplete: 'off',
  },
} as const;

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A button that reads as a link: switches the way in without leaving the step. */
const StyledSwitch = styled.button`
  padding: ${({ theme }) => theme.space.xs};
  border: none;
  background: none;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    ${focusRing()}
  }
`;

/**
 * The second step of a login (issue 16 §6; allauth's `mfa_authenticate` flow): a code from the
 * authenticator app, or one of the recovery codes when the flow accepts them. The input takes
 * focus when the step appears; a refused code stays selected under its reason; 'Cancel' drops
 * the pending login. Everything works from the keyboard (Enter submits).
 */
export function TwoFactorStep({ flow, ...handlers }: SecondStepProps) {
  const offered = TYPES.filter((type) => flow.types?.includes(type) ?? true);
  const [type, setType] = useState<AuthenticatorType>(offered[0] ?? 'totp');
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const { submit, cancel, verifying, cancelling, error, clearError } = useTwoFactorStep(handlers);
  const other = offered.find((candidate) => candidate !== type);
  const copy = COPY[type];

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(code)) return;
    input.current?.focus();
    input.current?.select();
  };

  const handleSwitch = (next: AuthenticatorType) => {
    clearError();
    setCode('');
    setType(next);
  };

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={handleSubmit}>
      <StyledHeading id={headingId}>Two-factor authentication</StyledHeading>
      <CodeField
        key={type}
        ref={input}
        label={copy.label}
        hint={copy.hint}
        error={error}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        inputMode={copy.inputMode}
        autoComplete={copy.autoComplete}
        autoFocus
      />
      <StyledActions>
        <Button type="submit" fullWidth busy={verifying} disabled={cancelling}>
          {verifying ? 'Verifying...' : 'Verify'}
        </Button>
        {other ? (
          <StyledSwitch type="button" onClick={() => handleSwitch(other)}>
            {COPY[other].switchTo}
          </StyledSwitch>
        ) : null}
        <Button variant="secondary" fullWidth busy={cancelling} disabled={verifying} onClick={cancel}>
          Cancel
        </Button>
      </StyledActions>
    </form>
  );
}
