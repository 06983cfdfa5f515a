import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  supportDiagnosticLines,
} from '@lifeguard/contracts/support';
import type { SupportDiagnostics } from '@lifeguard/contracts/schemas/support';
import { Form, Formik, type FormikHelpers } from 'formik';
import styled from 'styled-components';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { SelectField } from '@lifeguard/shared/ui/select-field';
import { TextAreaField } from '@lifeguard/shared/ui/text-area-field';
import { TextField } from '@lifeguard/shared/ui/text-field';
import {
  initialSupportValues,
  supportFormSchema,
  TOPIC_OPTIONS,
  type SupportFormValues,
} from '../utils/support-form';
import { DiagnosticsField } from './diagnostics-field';

export type ContactSupportFormProps = {
  /** The signed-in user's address (the reply goes there), or null: the form then asks for one. */
  replyTo: string | null;
  diagnostics: SupportDiagnostics;
  sending: boolean;
  /** A refusal not about one field, shown above the form. */
  error: string | null;
  onClearError: () => void;
  onSubmit: (values: SupportFormValues, helpers: FormikHelpers<SupportFormValues>) => Promise<void>;
};

const StyledForm = styled(Form)`
  ${stack('md')}
`;

const StyledFields = styled.fieldset`
  ${stack('md')}
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The Contact Support form (issue 33 item 2): a topic, the message, the reply address when
 * signed out, and "Include diagnostic details" with what it would send. Checked before sending;
 * while it sends, its fields and button are disabled; a refusal shows beside its field or above
 * the form, keeping what was typed.
 */
export function ContactSupportForm({
  replyTo,
  diagnostics,
  sending,
  error,
  onClearError,
  onSubmit,
}: ContactSupportFormProps) {
  const hasDiagnostics = supportDiagnosticLines(diagnostics).length > 0;
  return (
    <Formik
      initialValues={initialSupportValues}
      validationSchema={supportFormSchema(!replyTo)}
      onSubmit={onSubmit}
    >
      <StyledForm noValidate aria-label="Contact Support">
        {error ? (
          <Alert variant="danger" onClose={onClearError}>
            {error}
          </Alert>
        ) : null}
        <StyledFields disabled={sending}>
          <SelectField name="topic" label="Topic" options={TOPIC_OPTIONS} />
          <TextAreaField
            name="message"
            label="Message"
            rows={6}
            hint={`What happened, and what you expected. ${SUPPORT_MESSAGE_MIN_LENGTH} to ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`}
          />
          {replyTo ? (
            <StyledNote>{`We will reply to ${replyTo}.`}</StyledNote>
          ) : (
            <TextField
              name="email"
              label="Your email"
              type="email"
              autoComplete="email"
              hint="We will reply here."
            />
          )}
          {hasDiagnostics ? <DiagnosticsField name="include_diagnostics" diagnostics={diagnostics} /> : null}
        </StyledFields>
        <Button type="submit" busy={sending}>
          {sending ? 'Sending...' : 'Send request'}
        </Button>
      </StyledForm>
    </Formik>
  );
}
