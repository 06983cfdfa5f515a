import { useState } from 'react';
import styled from 'styled-components';
import { track } from '@lifeguard/shared/analytics/track';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { Modal } from '@lifeguard/shared/ui/modal';
import { useDisconnectGmailMutation } from '../api/disconnect-gmail';
import { emailEvents } from '../utils/email-events';

export type DisconnectGmailProps = {
  integrationId: number;
  accountEmail: string | null;
  /** Called once the server has disconnected the account. */
  onDisconnected: () => void;
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledBody = styled.div`
  ${stack('sm')}
  p {
    margin: 0;
  }
`;

/**
 * Disconnect (issue 14): a button opening the 'Disconnect Gmail?' dialog, which says what stops
 * and asks to confirm; confirming calls disconnect_gmail (the server revokes our access at
 * Google). A refusal is shown in the dialog, which stays open.
 */
export function DisconnectGmail({ integrationId, accountEmail, onDisconnected }: DisconnectGmailProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [disconnect, { isLoading }] = useDisconnectGmailMutation();

  const handleClose = () => {
    if (isLoading) return;
    setOpen(false);
    setError(null);
  };

  const handleConfirm = async () => {
    setError(null);
    try {
      await disconnect(integrationId).unwrap();
      track(emailEvents.disconnected);
      setOpen(false);
      onDisconnected();
    } catch (caught) {
      setError(normalizeError(caught).message);
    }
  };

  return (
    <>
      <p>
        Stop checking {accountEmail ?? 'this mailbox'} for scams and remove Lifeguard&apos;s access to it.
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Disconnect Gmail
      </Button>
      <Modal open={open} title="Disconnect Gmail?" onClose={handleClose}>
        <StyledBody>
          <p>
            We will stop checking {accountEmail ?? 'your mailbox'} for scams, and remove Lifeguard&apos;s
            access to it at Google.
          </p>
          <p>You can connect again at any time.</p>
          {error ? <Alert variant="danger">{error}</Alert> : null}
        </StyledBody>
        <StyledActions>
          <Button variant="secondary" onClick={handleClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="danger" busy={isLoading} onClick={() => void handleConfirm()}>
            {isLoading ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        </StyledActions>
      </Modal>
    </>
  );
}
