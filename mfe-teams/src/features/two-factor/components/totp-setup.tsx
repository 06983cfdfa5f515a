import styled from 'styled-components';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { stack } from '@lifeguard/shared/ui/card';
import type { Guard } from '../../../hooks/use-reauthentication';
import { useActivateTotpMutation } from '../api/activate-totp';
import { useGetTotpAuthenticatorQuery } from '../api/get-totp-authenticator';
import { ActivateTotpForm } from './activate-totp-form';
import { QrCodeImage } from './qr-code-image';
import { SecretKey } from './secret-key';

export type TotpSetupProps = {
  guard: Guard;
  /** The app is on; its first recovery codes are to be shown. */
  onActivated: () => void;
  onCancel: () => void;
};

const StyledSteps = styled.ol`
  ${stack('lg')}
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  > li {
    ${stack('sm')}
    align-items: flex-start;
  }
`;

/**
 * 'Set up authenticator app' (issue 16 §6): the QR code of a new secret, the key to type instead,
 * and the code from the app that turns it on (behind reauthentication when the server asks).
 */
export function TotpSetup({ guard, onActivated, onCancel }: TotpSetupProps) {
  const setup = useGetTotpAuthenticatorQuery(undefined, { refetchOnMountOrArgChange: true });
  const [activateTotp] = useActivateTotpMutation();

  const handleActivate = async (code: string) => {
    const outcome = await guard(() => activateTotp({ code }).unwrap());
    if (outcome.status === 'failed') return outcome.error;
    if (outcome.status === 'done') onActivated();
    return null;
  };

  if (setup.isFetching) return <Skeleton label="Preparing your setup..." />;
  if (setup.data?.status !== 'setup') {
    return (
      <Alert variant="danger" title="Setup could not start.">
        <p>{setup.error ? normalizeError(setup.error).message : 'Please try again.'}</p>
        <Button variant="secondary" onClick={onCancel}>
          Back
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <StyledSteps>
        <li>
          Install an authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator or
          1Password.
        </li>
        <li>
          Scan this QR code with the app.
          <QrCodeImage url={setup.data.totpUrl} />
          <SecretKey secret={setup.data.secret} />
        </li>
        <li>
          Type the code the app now shows for Lifeguard.
          <ActivateTotpForm onActivate={handleActivate} />
        </li>
      </StyledSteps>
      <div>
        <Button variant="ghost" onClick={onCancel}>
          Cancel setup
        </Button>
      </div>
    </>
  );
}
