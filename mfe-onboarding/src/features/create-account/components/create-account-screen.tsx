import { useState } from 'react';
import type { NormalizedError } from '@lifeguard/shared/errors/normalize-error';
import { useLocation } from '@lifeguard/shared/router/router';
import { externalHrefs, hrefs, type RegisterNavigationState } from '@lifeguard/shared/routes/routes';
import { useAppDispatch, useAppSelector } from '@lifeguard/shared/store/hooks';
import { GoogleSignInButton } from '@lifeguard/shared/ui/google-sign-in-button';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { RegistrationErrorBanner } from '../../../components/registration-error-banner';
import { RegistrationLayout } from '../../../components/registration-layout';
import { StyledNote, StyledStack } from '../../../components/stack';
import { registrationErrorChanged, selectRegistrationError } from '../../../stores/registration-slice';
import { useCreateAccount } from '../hooks/use-create-account';
import { CreateAccountForm } from './create-account-form';

/** The failure the third-party sign-in callback sent along (spec 000 §4 callback), if any. */
function callbackErrorOf(state: unknown): NormalizedError | null {
  const message = (state as Partial<RegisterNavigationState> | null)?.error;
  return message ? { message, code: 'oauth_callback', param: 'general' } : null;
}

/**
 * /register, step 1 (spec 000 §2, §4): email, 'Sign up with Google', a sign-in link and the
 * terms and privacy links. A failed call, or a failed Google sign-in handed back by the callback,
 * shows in the red banner. Back from step 2 shows it again with the email kept (issue 33 item 3).
 */
export function CreateAccountScreen() {
  const { createAccount, busy, resumedEmail } = useCreateAccount();
  const error = useAppSelector(selectRegistrationError);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [callbackError, setCallbackError] = useState(() => callbackErrorOf(location.state));

  const handleSubmit = async (values: { email: string }) => {
    setCallbackError(null);
    await createAccount(values);
  };
  const handleClose = () => {
    setCallbackError(null);
    dispatch(registrationErrorChanged(null));
  };

  return (
    <RegistrationLayout
      route="register"
      title="Create Your Account"
      subtitle="Start protecting your family online in just a few minutes."
    >
      <StyledStack>
        <RegistrationErrorBanner error={error ?? callbackError} onClose={handleClose} />
        <CreateAccountForm initialEmail={resumedEmail ?? ''} busy={busy} onSubmit={handleSubmit} />
        <GoogleSignInButton label="Sign up with Google" disabled={busy} />
        <StyledNote>
          Already have an account? <TextLink to={hrefs.login()}>Sign in</TextLink>
        </StyledNote>
        <StyledNote>
          By creating an account, you agree to our <a href={externalHrefs.terms}>Terms of Service</a> and{' '}
          <a href={externalHrefs.privacy}>Privacy Policy</a>.
        </StyledNote>
      </StyledStack>
    </RegistrationLayout>
  );
}
