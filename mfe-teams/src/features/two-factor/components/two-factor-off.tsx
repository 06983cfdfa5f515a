import { useState } from 'react';
import { Button } from '@lifeguard/shared/ui/button';
import { AccountSection } from '../../../components/account-section';
import type { Guard } from '../../../hooks/use-reauthentication';
import { TotpSetup } from './totp-setup';

export type TwoFactorOffProps = {
  guard: Guard;
  /** The app was turned on: its first recovery codes come next. */
  onActivated: () => void;
};

/**
 * Two-factor authentication off (issue 16 §6): what it is in plain words, and 'Set up
 * authenticator app', which opens the setup in place.
 */
export function TwoFactorOff({ guard, onActivated }: TwoFactorOffProps) {
  const [settingUp, setSettingUp] = useState(false);
  return (
    <AccountSection
      title={settingUp ? 'Set up your authenticator app' : 'Two-factor authentication is off'}
      description={
        settingUp
          ? undefined
          : 'With it on, signing in takes your password and then a 6-digit code from an app on your phone. Someone who learns your password still cannot get in without your phone.'
      }
    >
      {settingUp ? (
        <TotpSetup guard={guard} onActivated={onActivated} onCancel={() => setSettingUp(false)} />
      ) : (
        <div>
          <Button onClick={() => setSettingUp(true)}>Set up authenticator app</Button>
        </div>
      )}
    </AccountSection>
  );
}
