import { useParams } from '@lifeguard/shared/router/router';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { useGetPasswordResetInfoQuery } from '../api/get-password-reset-info';
import { useResetPasswordFlow } from '../hooks/use-reset-password-flow';
import { InvalidResetLink } from './invalid-reset-link';
import { ResetPasswordForm } from './reset-password-form';
import { StyledStack } from './reset-styles';

/** Spec 000 §8 "Reset success". */
export const RESET_SUCCEEDED =
  'Your password has been successfully reset. You can now log in with your new password.';

/**
 * /account/reset-password/:key (spec 000 §2, §4 "Password reset"): verifies the key on load, then
 * loading → invalid | form → success. A missing key, a failed check or an answer without a user
 * all read as invalid; a failed check also shows its error (spec 000 §8 "Reset link info failure").
 */
export function ResetPasswordScreen() {
  const { key = '' } = useParams<{ key: string }>();
  const info = useGetPasswordResetInfoQuery(key, { skip: !key, refetchOnMountOrArgChange: true });
  const email = info.data?.data.user.email;
  const flow = useResetPasswordFlow(key, email);

  if (key && info.isLoading) {
    return (
      <NarrowLayout title="Reset Password">
        <Spinner size="lg" text="Verifying your reset link..." />
      </NarrowLayout>
    );
  }
  if (!key || info.isError || !email) return <InvalidResetLink infoFailed={info.isError} />;
  if (flow.succeeded) {
    return (
      <NarrowLayout title="Password Reset">
        <StyledStack>
          <Alert variant="success">{RESET_SUCCEEDED}</Alert>
          <ButtonLink to={hrefs.login()} fullWidth>
            Go to Login
          </ButtonLink>
        </StyledStack>
      </NarrowLayout>
    );
  }
  return (
    <NarrowLayout title="Reset Password" subtitle={`Choose a new password for ${email}.`}>
      <StyledStack>
        {flow.error ? (
          <Alert variant="danger" onClose={flow.clearError}>
            {flow.error}
          </Alert>
        ) : null}
        <ResetPasswordForm busy={flow.busy} onSubmit={flow.handleSubmit} />
      </StyledStack>
    </NarrowLayout>
  );
}
