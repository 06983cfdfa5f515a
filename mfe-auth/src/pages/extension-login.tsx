import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { GoogleSignInButton } from '@lifeguard/shared/ui/google-sign-in-button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { AlreadySignedInPanel } from '../features/extension-connect/components/already-signed-in-panel';
import { ExtensionConnectStatus } from '../features/extension-connect/components/extension-connect-status';
import { useExtensionConnect } from '../features/extension-connect/hooks/use-extension-connect';
import { LoginScreen } from '../features/login/components/login-screen';
import { loginCopyOf } from '../features/login/hooks/use-login-mode';
import { POST_LOGIN_DELAY_MS } from '../lib/constants';
import { useTimeout } from '../lib/use-timeout';
import { renderSecondStep } from './render-second-step';

const copy = loginCopyOf({ kind: 'extension', extensionId: '' });

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export type ExtensionLoginProps = { extensionId: string };

/**
 * Extension mode, signed out (spec 000 §4): sign in (with the second step when the account has
 * one, issue 16 §6), then fetch and hand over the tokens.
 */
export function ExtensionLogin({ extensionId }: ExtensionLoginProps) {
  const { state, connect } = useExtensionConnect(extensionId);
  return (
    <LoginScreen
      copy={copy}
      onSignedIn={() => void connect()}
      renderAlternatives={({ disabled }) => <GoogleSignInButton disabled={disabled} />}
      renderSecondStep={renderSecondStep}
    >
      <ExtensionConnectStatus state={state} />
    </LoginScreen>
  );
}

export type ExtensionAlreadySignedInProps = { extensionId: string; user: User };

/**
 * Extension mode with a session on load (spec 000 §2, §4): the green 'already signed in' panel,
 * and the tokens go to the extension after 1500 ms.
 */
export function ExtensionAlreadySignedIn({ extensionId, user }: ExtensionAlreadySignedInProps) {
  const { state, connect } = useExtensionConnect(extensionId);
  useTimeout(() => void connect(), POST_LOGIN_DELAY_MS, true);
  return (
    <NarrowLayout title={copy.title}>
      <StyledStack>
        <AlreadySignedInPanel email={user.email} />
        <ExtensionConnectStatus state={state} />
      </StyledStack>
    </NarrowLayout>
  );
}
