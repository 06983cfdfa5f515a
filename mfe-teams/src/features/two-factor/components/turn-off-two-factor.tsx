import { useState } from 'react';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import type { Guard } from '../../../hooks/use-reauthentication';
import { useDeactivateTotpMutation } from '../api/deactivate-totp';

export type TurnOffTwoFactorProps = { guard: Guard };

/** The toast once two-factor authentication is off. */
export const TWO_FACTOR_OFF = 'Two-factor authentication is off.';

/**
 * 'Turn off two-factor authentication' (issue 16 §6): asks first, then deactivates the app
 * behind reauthentication; the settings then show it off. Cancelling the reauthentication leaves
 * it on.
 */
export function TurnOffTwoFactor({ guard }: TurnOffTwoFactorProps) {
  const toast = useToast();
  const [deactivateTotp] = useDeactivateTotpMutation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const handleConfirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await guard(() => deactivateTotp().unwrap());
    setBusy(false);
    if (outcome.status === 'failed') return setError(outcome.error.message);
    setConfirming(false);
    if (outcome.status === 'done') toast.success(TWO_FACTOR_OFF);
  };

  return (
    <>
      <div>
        <Button
          variant="danger"
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          Turn off two-factor authentication
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Turn off two-factor authentication?"
        confirmLabel="Turn off"
        busy={busy}
        error={error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      >
        <p>
          You will sign in with your password alone. Codes from your authenticator app and your recovery codes
          stop working.
        </p>
      </ConfirmDialog>
    </>
  );
}
