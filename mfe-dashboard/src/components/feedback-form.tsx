import { FEEDBACK_DETAILS_MAX_LENGTH as DETAILS_MAX_CHARS } from '@lifeguard/contracts/feedback';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import * as yup from 'yup';
import { normalizeError } from '@lifeguard/shared/errors/normalize-error';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { RadioGroupField, type RadioOption } from '@lifeguard/shared/ui/radio-group-field';
import { TextAreaField } from '@lifeguard/shared/ui/text-area-field';

/** An answer: the chosen option's code and, if any were written, the details (trimmed). */
export type FeedbackAnswer<Choice extends string> = { choice: Choice; details?: string };

export type FeedbackFormProps<Choice extends string> = {
  /** Names the form for assistive technology. */
  name: string;
  legend: string;
  options: readonly (RadioOption & { value: Choice })[];
  /** Shown when the form is sent with no option chosen. */
  requiredMessage: string;
  detailsLabel: string;
  busy: boolean;
  /** Sends the answer; a rejection shows the server's message above the form. */
  onSubmit: (answer: FeedbackAnswer<Choice>) => Promise<unknown>;
};

const StyledForm = styled(Form)`
  ${stack('md')}
`;

/**
 * A short feedback form: one required choice among `options`, optional details of at most 2000
 * characters, and Send feedback. Checked before anything is sent; a failed send keeps the answer
 * and shows why in a closable alert.
 */
export function FeedbackForm<Choice extends string>({
  name,
  legend,
  options,
  requiredMessage,
  detailsLabel,
  busy,
  onSubmit,
}: FeedbackFormProps<Choice>) {
  const [error, setError] = useState<string | null>(null);
  const schema = yup.object({
    choice: yup
      .string()
      .required(requiredMessage)
      .oneOf(
        options.map(({ value }) => value),
        requiredMessage,
      ),
    details: yup.string().max(DETAILS_MAX_CHARS, `Please keep it under ${DETAILS_MAX_CHARS} characters.`),
  });

  // The schema lets only an option's value through, so `choice` is one of them here.
  const handleSubmit = async ({ choice, details }: { choice: string; details: string }) => {
    setError(null);
    try {
      await onSubmit({ choice: choice as Choice, ...(details.trim() ? { details: details.trim() } : {}) });
    } catch (caught) {
      setError(normalizeError(caught).message);
    }
  };

  return (
    <Formik initialValues={{ choice: '', details: '' }} validationSchema={schema} onSubmit={handleSubmit}>
      <StyledForm noValidate aria-label={name}>
        {error ? (
          <Alert variant="danger" onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        <RadioGroupField name="choice" legend={legend} options={options} />
        <TextAreaField
          name="details"
          label={detailsLabel}
          hint={`Optional, up to ${DETAILS_MAX_CHARS} characters.`}
        />
        <Button type="submit" busy={busy}>
          {busy ? 'Sending...' : 'Send feedback'}
        </Button>
      </StyledForm>
    </Formik>
  );
}
