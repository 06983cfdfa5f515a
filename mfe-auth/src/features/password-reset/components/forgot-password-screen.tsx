import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as yup from 'yup';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { emailField } from '@lifeguard/shared/forms/rules';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { NarrowLayout } from '@lifeguard/shared/ui/narrow-layout';
import { TextField } from '@lifeguard/shared/ui/text-field';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { StyledBackLink, StyledStack } from './reset-styles';

/** Spec 000 §8 "Forgot success" and "Reset request failure". */
export const forgotMessages = {
  sent: 'Password reset instructions have been sent to your email.',
  failed: 'Failed to send password reset email. Please try again.',
};

/** 429 (rate limited) and 400 carry an actionable server reason; other failures the catalogue text. */
export function forgotErrorMessage(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 429 || status === 400 ? normalizeError(error).message : forgotMessages.failed;
}

const schema = yup.object({ email: emailField() });

/** /forgot-password (spec 000 §2): request a reset link by email (spec 000 §5 email rule, §7). */
export function ForgotPasswordScreen() {
  const [requestReset, { isLoading, isSuccess }] = useRequestPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async ({ email }: { email: string }) => {
    setError(null);
    try {
      await requestReset({ email: email.trim() }).unwrap();
    } catch (caught) {
      setError(forgotErrorMessage(caught));
    }
  };

  return (
    <NarrowLayout
      title="Forgot Password"
      subtitle="Enter your email and we'll send you a link to reset your password."
    >
      <StyledStack>
        {error ? (
          <Alert variant="danger" onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        {isSuccess ? (
          <Alert variant="success">{forgotMessages.sent}</Alert>
        ) : (
          <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={handleSubmit}>
            <Form noValidate aria-label="Forgot password">
              <TextField name="email" label="Email" type="email" autoComplete="email" autoFocus />
              <Button type="submit" fullWidth busy={isLoading}>
                {isLoading ? 'Sending...' : 'Send Reset Link'}
              </Button>
            </Form>
          </Formik>
        )}
        <StyledBackLink>
          <TextLink to={hrefs.login()}>Back to login</TextLink>
        </StyledBackLink>
      </StyledStack>
    </NarrowLayout>
  );
}
