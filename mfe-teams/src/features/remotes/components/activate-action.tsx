import { useState } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import { useActivateRemoteVersionMutation } from '../api/activate-remote-version';
import type { RemoteState } from '../api/get-remote-registry-state';
import { useAction } from '../../../hooks/use-action';

export type ActivateActionProps = {
  remote: RemoteState;
  version: string;
  /** The id of the note turning it off (env override), else null. */
  lockedBy: string | null;
};

/**
 * Activate (issue 34 item 2), asked first: `version` becomes the one everyone loads, and the
 * active one becomes the version Roll back returns to. A refusal shows in the dialog.
 */
export function ActivateAction({ remote, version, lockedBy }: ActivateActionProps) {
  const [activate] = useActivateRemoteVersionMutation();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const { name, active_version: active } = remote;

  const handleOpen = () => {
    action.clearError();
    setOpen(true);
  };
  const handleConfirm = async () => {
    const done = await action.run(
      () => activate({ name, version }).unwrap(),
      `${name} ${version} is now active.`,
    );
    if (done) setOpen(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={lockedBy !== null}
        aria-describedby={lockedBy ?? undefined}
        onClick={handleOpen}
      >
        Activate<span className="visually-hidden">{` ${name} ${version}`}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Activate ${name} ${version}?`}
        confirmLabel="Activate"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setOpen(false)}
      >
        <p>
          {`Everyone gets ${version} instead of ${active} the next time a page loads ${name}. ` +
            `Roll back returns to ${active}.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
