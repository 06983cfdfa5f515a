import { useState, type ReactNode } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';

export type ConfirmButtonProps = {
  /** The danger button's text, e.g. 'Sign out other devices'. */
  label: string;
  /** The dialog's question, e.g. 'Sign out of all other devices?'. */
  title: string;
  /** The dialog's confirm button's text, e.g. 'Turn off'. */
  confirmLabel: string;
  /** The change is under way (see {@link ConfirmDialog}). */
  busy: boolean;
  /**
   * Makes the change; resolves to null once done (the dialog closes), or to why it failed (shown
   * in the dialog, which stays open).
   */
  onConfirm: () => Promise<string | null>;
  /** The consequences, in a sentence or two. */
  children: ReactNode;
};

/**
 * A danger button `label` on a line of its own that asks first, in a {@link ConfirmDialog}
 * (issue 13, issue 16 §5 and §6): opening forgets the last refusal; confirming runs `onConfirm`
 * and closes on success, or shows its refusal inside the dialog.
 */
export function ConfirmButton({ label, title, confirmLabel, busy, onConfirm, children }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
          {label}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={title}
        confirmLabel={confirmLabel}
        busy={busy}
        error={error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setConfirming(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
