import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { useParams } from '@lifeguard/shared/router/router';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { useGetEmailVerificationQuery } from '../api/get-email-verification';
import { useVerifyEmailMutation } from '../api/verify-email';
import { StyledStack, VerifyEmailOutcome } from './verify-email-outcome';

/** Texts of the verification screen (issue 16 §3). */
export const verifyEmailMessages = {
  invalid: 'This verification link is invalid or has expired.',
  verified: 'Your email address is verified.',
  checkFailed: 'Could not check this verification link. Please try again.',
};

const TITLE = 'Confirm email address';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/**
 * /account/verify-email/:key, the mailed verification link (issue 16 §3; allauth's
 * account_confirm_email): checks the key on load, then loading → invalid (a 400) | the address
 * with 'Confirm' → verified. A failed check other than a refused key offers 'Try again'; a failed
 * confirmation shows its reason in a closable alert above the button.
 */
export function VerifyEmailScreen() {
  const { key = '' } = useParams<{ key: string }>();
  const info = useGetEmailVerificationQuery(key, { skip: !key, refetchOnMountOrArgChange: true });
  const [verify, confirmation] = useVerifyEmailMutation();

  if (confirmation.isSuccess) {
    return (
      <VerifyEmailOutcome
        title="Email address verified"
        variant="success"
        message={verifyEmailMessages.verified}
      />
    );
  }
  if (!key || statusOf(info.error) === 400 || statusOf(confirmation.error) === 400) {
    return (
      <VerifyEmailOutcome
        title="Invalid verification link"
        variant="danger"
        message={verifyEmailMessages.invalid}
      />
    );
  }
  if (info.isLoading) {
    return (
      <NarrowLayout title={TITLE}>
        <Spinner size="lg" text="Checking your verification link..." />
      </NarrowLayout>
    );
  }
  if (!info.data) {
    return (
      <NarrowLayout title={TITLE}>
        <StyledStack>
          <Alert variant="danger">{verifyEmailMessages.checkFailed}</Alert>
          <Button fullWidth onClick={() => void info.refetch()}>
            Try again
          </Button>
        </StyledStack>
      </NarrowLayout>
    );
  }
  const { email } = info.data.data;
  return (
    <NarrowLayout
      title={TITLE}
      subtitle={
        <>
          Confirm that <strong>{email}</strong> is your email address.
        </>
      }
    >
      <StyledStack>
        {confirmation.error ? (
          <Alert variant="danger" onClose={confirmation.reset}>
            {normalizeError(confirmation.error).message}
          </Alert>
        ) : null}
        <Button fullWidth busy={confirmation.isLoading} onClick={() => void verify({ key })}>
          {confirmation.isLoading ? 'Confirming...' : 'Confirm'}
        </Button>
      </StyledStack>
    </NarrowLayout>
  );
}
