import { useState } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';

export type SignOutOthersProps = {
  /** How many other sessions there are; with none the button is not shown. */
  count: number;
  busy: boolean;
  /** Ends them; resolves to null, or to why it failed (shown in the dialog). */
  onConfirm: () => Promise<string | null>;
};

/**
 * 'Sign out other devices' (issue 16 §5), asked first: every session but this one ends, the
 * extension's included.
 */
export function SignOutOthers({ count, busy, onConfirm }: SignOutOthersProps) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (count === 0) return null;

  const handleConfirm = async () => {
    setError(null);
    const refusal = await onConfirm();
    if (refusal) setError(refusal);
    else setConfirming(false);
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
          Sign out other devices
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out of all other devices?"
        confirmLabel="Sign out other devices"
        busy={busy}
        error={error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      >
        <p>The Lifeguard extension on them is signed out too.</p>
      </ConfirmDialog>
    </>
  );
}
