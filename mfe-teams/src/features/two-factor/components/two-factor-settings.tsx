import { useState } from 'react';
import type { RecoveryCodesAuthenticator, TotpAuthenticator } from '@lifeguard/contracts/schemas/allauth-mfa';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { ReauthenticationDialog } from '../../../components/reauthentication-dialog';
import { useReauthentication } from '../../../hooks/use-reauthentication';
import { useGetAuthenticatorsQuery } from '../api/get-authenticators';
import { NewRecoveryCodes } from './new-recovery-codes';
import { TwoFactorOff } from './two-factor-off';
import { TwoFactorOn } from './two-factor-on';

/**
 * The two-factor page's content (issue 16 §6): off (with its setup), the first recovery codes
 * right after turning it on, or on. Every change that needs a fresh sign-in asks 'Confirm it's
 * you' through one dialog, then goes on by itself.
 */
export function TwoFactorSettings() {
  const query = useGetAuthenticatorsQuery();
  const { guard, dialog } = useReauthentication();
  const [savingCodes, setSavingCodes] = useState(false);
  const totp = query.data?.find((item): item is TotpAuthenticator => item.type === 'totp');
  const recoveryCodes = query.data?.find(
    (item): item is RecoveryCodesAuthenticator => item.type === 'recovery_codes',
  );

  const content = savingCodes ? (
    <NewRecoveryCodes onDone={() => setSavingCodes(false)} />
  ) : query.isLoading ? (
    <Skeleton label="Loading two-factor authentication..." />
  ) : !query.data ? (
    <LoadError
      title="Unable to load two-factor authentication."
      message="Please try again."
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : totp ? (
    <TwoFactorOn totp={totp} recoveryCodes={recoveryCodes} guard={guard} />
  ) : (
    <TwoFactorOff guard={guard} onActivated={() => setSavingCodes(true)} />
  );

  return (
    <>
      {content}
      <ReauthenticationDialog {...dialog} />
    </>
  );
}
