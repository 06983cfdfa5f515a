import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { Modal } from '@lifeguard/shared/ui/modal';

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'Turn off Email Protection?'; the dialog's heading and name. */
  title: string;
  /** The consequences, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's text, e.g. 'Leave family' or 'Turn off'. */
  confirmLabel: string;
  /** The change is under way: the confirm button is busy, and Cancel and Escape do nothing. */
  busy: boolean;
  /** Why the last attempt failed (the server's message, e.g. while impersonating), shown inside. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The body of a dialog: its paragraphs and controls, spaced evenly. */
export const StyledDialogBody = styled.div`
  ${stack('md')}
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
 * Asks before a change that is hard to undo (turn a protection off, leave, remove, delete; issue
 * 13), in a {@link Modal}: the consequences, then Cancel and the danger button `confirmLabel`.
 * Focus starts on Cancel, the safe choice; Escape cancels too, except while the change is under
 * way. A refusal shows inside the dialog, which stays open.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const handleClose = () => {
    if (!busy) onClose();
  };
  return (
    <Modal open={open} title={title} onClose={handleClose}>
      <StyledDialogBody>
        {children}
        {error ? <Alert variant="danger">{error}</Alert> : null}
        <StyledActions>
          <Button variant="secondary" disabled={busy} onClick={handleClose}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </StyledActions>
      </StyledDialogBody>
    </Modal>
  );
}
