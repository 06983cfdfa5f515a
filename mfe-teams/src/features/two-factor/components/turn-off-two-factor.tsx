import { useState } from 'react';
import { useToast } from '@lifeguard/shared/toasts/use-toast';
import { ConfirmButton } from '@lifeguard/shared/ui/confirm-button';
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
  const [busy, setBusy] = useState(false);

  const handleConfirm = async () => {
    setBusy(true);
    const outcome = await guard(() => deactivateTotp().unwrap());
    setBusy(false);
    if (outcome.status === 'failed') return outcome.error.message;
    if (outcome.status === 'done') toast.success(TWO_FACTOR_OFF);
    return null;
  };

  return (
    <ConfirmButton
      label="Turn off two-factor authentication"
      title="Turn off two-factor authentication?"
      confirmLabel="Turn off"
      busy={busy}
      onConfirm={handleConfirm}
    >
      <p>
        You will sign in with your password alone. Codes from your authenticator app and your recovery codes
        stop working.
      </p>
    </ConfirmButton>
  );
}
