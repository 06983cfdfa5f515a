import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { Modal } from '@lifeguard/shared/ui/modal';

export type TurnOffDialogProps = {
  open: boolean;
  /** The protection's display name. */
  name: string;
  busy: boolean;
  /** Why the last attempt failed (the server's message, e.g. while impersonating). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Asks before a protection is turned off. Focus starts on Cancel, the safe choice; Escape
 * cancels too, except while the change is under way. A refusal shows inside the dialog.
 */
export function TurnOffDialog({ open, name, busy, error, onConfirm, onClose }: TurnOffDialogProps) {
  const handleClose = () => {
    if (!busy) onClose();
  };
  return (
    <Modal open={open} title={`Turn off ${name}?`} onClose={handleClose}>
      <StyledBody>
        <p>{name} stops protecting you until you turn it on again.</p>
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <StyledActions>
          <Button variant="secondary" disabled={busy} onClick={handleClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            Turn off
          </Button>
        </StyledActions>
      </StyledBody>
    </Modal>
  );
}
