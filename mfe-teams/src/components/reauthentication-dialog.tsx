import styled from 'styled-components';
import { normalizeError, type NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { Button } from '@lifeguard/shared/ui/button';
import { Modal } from '@lifeguard/shared/ui/modal';
import { StyledDialogBody } from '@lifeguard/shared/ui/confirm-dialog';
import { useMfaReauthenticateMutation } from '../lib/mfa-reauthenticate';
import { useReauthenticateMutation } from '../lib/reauthenticate';
import type { ReauthenticationDialogState } from '../hooks/use-reauthentication';
import { ReauthenticationForm } from './reauthentication-form';

export type ReauthenticationDialogProps = ReauthenticationDialogState;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const CODE_HINT = 'A recovery code works too.';

/** Runs a reauthentication call: null when it went through, else the refusal. */
async function refusalOf(call: () => Promise<unknown>): Promise<NormalizedError | null> {
  try {
    await call();
    return null;
  } catch (caught) {
    return normalizeError(caught);
  }
}

/**
 * 'Confirm it's you' (issue 16 §6), opened by {@link useReauthentication} with the flows of
 * allauth's ReauthenticationRequired answer: the password (`reauthenticate`), a code
 * (`mfa_reauthenticate`), both when both are offered. allauth offers no other (issue 30 item 10):
 * an account with neither counts as recently signed in and never gets here. Escape and Cancel
 * close it and the action is not done.
 */
export function ReauthenticationDialog({ open, flows, onConfirmed, onCancel }: ReauthenticationDialogProps) {
  const [reauthenticate] = useReauthenticateMutation();
  const [mfaReauthenticate] = useMfaReauthenticateMutation();
  const byPassword = flows.some(({ id }) => id === 'reauthenticate');
  const byCode = flows.some(({ id }) => id === 'mfa_reauthenticate');

  const confirmWith = async (call: () => Promise<unknown>) => {
    const refusal = await refusalOf(call);
    if (!refusal) onConfirmed();
    return refusal;
  };

  return (
    <Modal open={open} title="Confirm it's you" onClose={onCancel}>
      <StyledDialogBody>
        <p>For your security, confirm it&apos;s you before this change.</p>
        {byPassword ? (
          <ReauthenticationForm
            name="Confirm with your password"
            label="Password"
            type="password"
            autoComplete="current-password"
            submitLabel="Confirm with password"
            onSubmit={(password) => confirmWith(() => reauthenticate({ password }).unwrap())}
          />
        ) : null}
        {byCode ? (
          <ReauthenticationForm
            name="Confirm with a code"
            label="Code from your authenticator app"
            hint={byPassword ? 'Or a code instead of your password; a recovery code works too.' : CODE_HINT}
            type="text"
            autoComplete="one-time-code"
            submitLabel="Confirm with code"
            onSubmit={(code) => confirmWith(() => mfaReauthenticate({ code }).unwrap())}
          />
        ) : null}
        <StyledActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </StyledActions>
      </StyledDialogBody>
    </Modal>
  );
}
