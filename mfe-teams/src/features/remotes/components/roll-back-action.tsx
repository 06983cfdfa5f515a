import { useState } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { ConfirmDialog } from '@lifeguard/shared/ui/confirm-dialog';
import type { RemoteState } from '../api/get-remote-registry-state';
import { useRollBackRemoteMutation } from '../api/roll-back-remote';
import { useAction } from '../../../hooks/use-action';

export type RollBackActionProps = {
  remote: RemoteState;
  disabled: boolean;
  /** The id of the line saying why it is disabled. */
  describedBy: string | undefined;
};

/**
 * Roll back (issue 34 item 2), asked first: the remote's previous version becomes active again
 * for everyone. A refusal shows in the dialog, which stays open.
 */
export function RollBackAction({ remote, disabled, describedBy }: RollBackActionProps) {
  const [rollBack] = useRollBackRemoteMutation();
  const action = useAction();
  const [open, setOpen] = useState(false);
  const { name, active_version: active, previous_version: previous } = remote;

  const handleOpen = () => {
    action.clearError();
    setOpen(true);
  };
  const handleConfirm = async () => {
    const done = await action.run(() => rollBack(name).unwrap(), `${name} was rolled back to ${previous}.`);
    if (done) setOpen(false);
  };

  return (
    <>
      <Button variant="secondary" disabled={disabled} aria-describedby={describedBy} onClick={handleOpen}>
        Roll back<span className="visually-hidden">{` ${name}`}</span>
      </Button>
      <ConfirmDialog
        open={open}
        title={`Roll back ${name}?`}
        confirmLabel="Roll back"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void handleConfirm()}
        onClose={() => setOpen(false)}
      >
        <p>{`Everyone gets version ${previous} instead of ${active} the next time a page loads ${name}.`}</p>
      </ConfirmDialog>
    </>
  );
}
