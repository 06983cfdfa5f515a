import { useState } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { Modal } from '@lifeguard/shared/ui/modal';
import type { RemoteState } from '../api/get-remote-registry-state';
import { CanaryForm } from './canary-form';

export type CanaryActionProps = {
  remote: RemoteState;
  disabled: boolean;
  /** The id of the line saying why it is disabled. */
  describedBy: string | undefined;
};

/**
 * Canary… (issue 34 item 2): opens a dialog to give another version of the remote to a share of
 * signed-in users; it closes once the canary runs.
 */
export function CanaryAction({ remote, disabled, describedBy }: CanaryActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        Canary…<span className="visually-hidden">{` ${remote.name}`}</span>
      </Button>
      <Modal open={open} title={`Canary of ${remote.name}`} onClose={() => setOpen(false)}>
        <CanaryForm remote={remote} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}
