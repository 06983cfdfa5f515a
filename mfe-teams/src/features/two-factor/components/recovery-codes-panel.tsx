import { useState } from 'react';
import type { RecoveryCodesAuthenticator } from '@lifeguard/contracts/schemas/allauth-mfa';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import { StyledButtonRow } from '../../../components/button-row';
import type { Guard } from '../../../hooks/use-reauthentication';
import { useRecoveryCodes } from '../hooks/use-recovery-codes';
import { RecoveryCodeList } from './recovery-code-list';

export type RecoveryCodesPanelProps = {
  /** The set's counts; undefined when there is none. */
  recoveryCodes: RecoveryCodesAuthenticator | undefined;
  guard: Guard;
};

/**
 * 'Recovery codes: N of 10 left' (issue 16 §6) with 'Show codes' and 'Make new codes', which
 * asks first, since the old codes stop working.
 */
export function RecoveryCodesPanel({ recoveryCodes, guard }: RecoveryCodesPanelProps) {
  const codes = useRecoveryCodes(guard);
  const [confirming, setConfirming] = useState(false);

  const handleRegenerate = async () => {
    if (await codes.regenerate()) setConfirming(false);
  };

  return (
    <>
      <p>
        Recovery codes:{' '}
        {recoveryCodes
          ? `${recoveryCodes.unused_code_count} of ${recoveryCodes.total_code_count} left`
          : 'none'}
      </p>
      {codes.error && !confirming ? <Alert variant="danger">{codes.error}</Alert> : null}
      {codes.codes ? <RecoveryCodeList codes={codes.codes} /> : null}
      <StyledButtonRow>
        {codes.codes ? (
          <Button variant="secondary" onClick={codes.hide}>
            Hide codes
          </Button>
        ) : recoveryCodes ? (
          <Button variant="secondary" busy={codes.busy && !confirming} onClick={() => void codes.show()}>
            Show codes
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Make new codes
        </Button>
      </StyledButtonRow>
      <ConfirmDialog
        open={confirming}
        title="Make new recovery codes?"
        confirmLabel="Make new codes"
        busy={codes.busy}
        error={confirming ? codes.error : null}
        onConfirm={() => void handleRegenerate()}
        onClose={() => setConfirming(false)}
      >
        <p>Your old recovery codes stop working at once. Save the new ones somewhere safe.</p>
      </ConfirmDialog>
    </>
  );
}
