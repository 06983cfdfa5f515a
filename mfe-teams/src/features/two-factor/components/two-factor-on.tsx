import type { RecoveryCodesAuthenticator, TotpAuthenticator } from '@lifeguard/contracts/schemas/allauth-mfa';
import { AccountSection } from '../../../components/account-section';
import type { Guard } from '../../../hooks/use-reauthentication';
import { formatEpochDay } from '../utils/two-factor-format';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TurnOffTwoFactor } from './turn-off-two-factor';

export type TwoFactorOnProps = {
  totp: TotpAuthenticator;
  recoveryCodes: RecoveryCodesAuthenticator | undefined;
  guard: Guard;
};

/**
 * Two-factor authentication on (issue 16 §6): since when, the recovery codes left with Show and
 * Make new, and turning it off.
 */
export function TwoFactorOn({ totp, recoveryCodes, guard }: TwoFactorOnProps) {
  return (
    <AccountSection
      title="Two-factor authentication is on"
      description="Signing in takes your password and then a code from your authenticator app."
    >
      <p>Authenticator app: on (since {formatEpochDay(totp.created_at)})</p>
      <RecoveryCodesPanel recoveryCodes={recoveryCodes} guard={guard} />
      <TurnOffTwoFactor guard={guard} />
    </AccountSection>
  );
}
