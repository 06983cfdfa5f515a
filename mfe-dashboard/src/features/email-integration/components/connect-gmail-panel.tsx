import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { Panel, StyledPanelList } from '../../../components/panel';
import { useConnectGmail } from '../hooks/use-connect-gmail';

/**
 * The Not connected state (issue 14): what Email Protection may do with the mailbox, in plain
 * words, and 'Connect Gmail', which leads to Google's consent page for read-only access.
 */
export function ConnectGmailPanel() {
  const { connect, busy, error, clearError } = useConnectGmail({ reconnect: false });
  return (
    <Panel title="Connect your Gmail">
      <p>
        Connect the Gmail account you want us to watch. Google will ask you to allow Lifeguard to read your
        email.
      </p>
      <StyledPanelList aria-label="What we can and cannot do">
        <li>We get read-only access: we look at your messages to check them for scams.</li>
        <li>We never send, change or delete your email.</li>
        <li>You can disconnect at any time, which also removes our access at Google.</li>
      </StyledPanelList>
      {error ? (
        <Alert variant="danger" title="We could not open Google's sign-in page." onClose={clearError}>
          {error}
        </Alert>
      ) : null}
      <Button busy={busy} onClick={() => void connect()}>
        {busy ? 'Opening Google...' : 'Connect Gmail'}
      </Button>
    </Panel>
  );
}
