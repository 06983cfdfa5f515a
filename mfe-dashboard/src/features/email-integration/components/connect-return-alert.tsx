import { Alert } from '@lifeguard/shared/ui/alert';
import { useConnectReturn } from '../hooks/use-connect-return';
import { CONNECT_ERROR_MESSAGES } from '../utils/connect-return';

/**
 * How the return from Google's consent page went (issue 14): a success alert once Gmail is
 * connected, or why it is not; closable, and gone from the URL at once.
 */
export function ConnectReturnAlert() {
  const { outcome, dismiss } = useConnectReturn();
  if (!outcome) return null;
  if (outcome.connected) {
    return (
      <Alert variant="success" title="Gmail is connected." onClose={dismiss}>
        We&apos;re checking your mailbox for scams now.
      </Alert>
    );
  }
  return (
    <Alert variant="danger" onClose={dismiss}>
      {CONNECT_ERROR_MESSAGES[outcome.error]}
    </Alert>
  );
}
