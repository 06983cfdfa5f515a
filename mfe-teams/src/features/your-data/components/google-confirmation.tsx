import { useState } from 'react';
import { FRESH_SIGN_IN_MS } from '@lifeguard/contracts/account';
import { startProviderRedirect } from '@lifeguard/shared/auth/provider-redirect';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { GOOGLE_START_FAILED } from '@lifeguard/shared/ui/google-sign-in-button';
import { reauthenticationCallbackUrl } from '../utils/reauthentication';
import { StyledModalActions } from './modal-actions';

const FRESH_MINUTES = FRESH_SIGN_IN_MS / 60_000;

export type GoogleConfirmationProps = {
  deleting: boolean;
  onDelete: () => Promise<NormalizedError | null>;
  onCancel: () => void;
  /** Why the last sign-in with Google failed, when the provider sent the user back with one. */
  returnError: string | null;
};

/**
 * For an account without a password (issue 13 "Your data"): deleting needs a Google sign-in of
 * the last 10 minutes instead. 'Sign in with Google again' leaves through the provider redirect
 * and comes back to this dialog; a stale sign-in is the server's `reauthentication_required`.
 */
export function GoogleConfirmation({ deleting, onDelete, onCancel, returnError }: GoogleConfirmationProps) {
  const [error, setError] = useState<string | null>(returnError);
  const [leaving, setLeaving] = useState(false);

  const handleSignIn = () => {
    setError(null);
    try {
      startProviderRedirect({
        provider: 'google',
        process: 'login',
        callbackUrl: reauthenticationCallbackUrl(),
      });
      setLeaving(true);
    } catch {
      setError(GOOGLE_START_FAILED);
    }
  };

  const handleDelete = async () => {
    setError(null);
    const refusal = await onDelete();
    if (refusal) setError(refusal.message);
  };

  return (
    <>
      <p>
        You sign in with Google, so there is no password to type. To confirm it is you, sign in with Google
        again; for {FRESH_MINUTES} minutes after that you can delete your account here.
      </p>
      {error ? <Alert variant="danger">{error}</Alert> : null}
      <StyledModalActions>
        <Button variant="secondary" busy={leaving} disabled={deleting} onClick={handleSignIn}>
          Sign in with Google again
        </Button>
      </StyledModalActions>
      <StyledModalActions>
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" busy={deleting} disabled={leaving} onClick={() => void handleDelete()}>
          {deleting ? 'Deleting...' : 'Delete my account'}
        </Button>
      </StyledModalActions>
    </>
  );
}
