import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@lifeguard/shared/router/router';
import { externalHrefs, hrefs, safeRedirectPath } from '@lifeguard/shared/routes/routes';
import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { GoogleSignInButton } from '@lifeguard/shared/ui/google-sign-in-button';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { LoginScreen } from '../features/login/components/login-screen';
import { MobileHandOff } from '../features/login/components/mobile-hand-off';
import { loginCopyOf, useLoginMode } from '../features/login/hooks/use-login-mode';
import { externalNavigation } from '../lib/navigate-external';
import { renderSecondStep } from './render-second-step';

// The browser extension's sign-in is rare next to a plain one: it loads when asked for, not with
// the first screen of every visit (issue 17: JS for /app/login).
const ExtensionLogin = lazy(async () => ({ default: (await import('./extension-login')).ExtensionLogin }));
const ExtensionAlreadySignedIn = lazy(async () => ({
  default: (await import('./extension-login')).ExtensionAlreadySignedIn,
}));

const renderGoogle = ({ disabled }: { disabled: boolean }) => <GoogleSignInButton disabled={disabled} />;

/** Normal mode (spec 000 §4): after sign-in, the safe `redirect` path or the dashboard. */
function StandardLogin({ redirect }: { redirect: string | null }) {
  const navigate = useNavigate();
  const handleSignedIn = () => navigate(safeRedirectPath(redirect) ?? hrefs.dashboard(), { replace: true });
  const copy = loginCopyOf({ kind: 'standard', redirect });
  return (
    <LoginScreen
      copy={copy}
      onSignedIn={handleSignedIn}
      renderAlternatives={renderGoogle}
      renderSecondStep={renderSecondStep}
    />
  );
}

/** Mobile mode (spec 000 §4): after sign-in, the server's mobile hand-off page. */
function MobileLogin() {
  return (
    <LoginScreen
      copy={loginCopyOf({ kind: 'mobile' })}
      onSignedIn={() => externalNavigation.navigateExternal(externalHrefs.mobileAuthRedirect)}
      renderAlternatives={renderGoogle}
      renderSecondStep={renderSecondStep}
    />
  );
}

/**
 * /login (spec 000 §2, §4): picks the mode from the query. "Already signed in on load" is read
 * once at mount, so the session the form itself opens does not switch screens under the user.
 * A signed-in user in normal mode never gets here: the shell's guard sends them to the dashboard.
 */
export function LoginRoute() {
  const mode = useLoginMode();
  const currentUser = useAppSelector(selectCurrentUser);
  const [userOnLoad] = useState(currentUser);

  if (mode.kind === 'extension') {
    return (
      <Suspense fallback={<Spinner size="lg" padding="xl" />}>
        {userOnLoad ? (
          <ExtensionAlreadySignedIn extensionId={mode.extensionId} user={userOnLoad} />
        ) : (
          <ExtensionLogin extensionId={mode.extensionId} />
        )}
      </Suspense>
    );
  }
  if (mode.kind === 'mobile') return userOnLoad ? <MobileHandOff /> : <MobileLogin />;
  return <StandardLogin redirect={mode.redirect} />;
}
