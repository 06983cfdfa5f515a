import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';
import { SCAN_FREQUENCIES, SCAN_FREQUENCY_LABELS } from '@lifeguard/contracts/email-protection';
import type { GmailSettings } from '@lifeguard/contracts/schemas/email-protection';
import { Alert } from '@lifeguard/shared/ui/alert';
import { Button } from '@lifeguard/shared/ui/button';
import { CheckboxField } from '@lifeguard/shared/ui/checkbox-field';
import { RadioGroupField } from '@lifeguard/shared/ui/radio-group-field';
import { useSaveGmailSettings } from '../hooks/use-save-gmail-settings';
import { gmailSettingsSchema, settingsValues, type GmailSettingsValues } from '../utils/gmail-settings-form';
import { LabelCheckboxes } from './label-checkboxes';

export type GmailSettingsFormProps = { integrationId: number; settings: GmailSettings };

const FREQUENCY_OPTIONS = SCAN_FREQUENCIES.map((value) => ({ value, label: SCAN_FREQUENCY_LABELS[value] }));

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  > fieldset,
  > [role='alert'],
  > [role='status'] {
    align-self: stretch;
  }
`;

/**
 * The email protection settings (issue 14): how often to scan, which Gmail labels (at least
 * one) and whether to notify on high and critical threats. Save sends only what changed; a
 * refusal shows beside its field (or above the form) and keeps what was chosen; once saved,
 * what was chosen is the new starting point.
 */
export function GmailSettingsForm({ integrationId, settings }: GmailSettingsFormProps) {
  // The form starts from the settings as first loaded: a later refetch must not undo choices.
  const [initial] = useState(() => settingsValues(settings));
  const { save, saving, error, clearError } = useSaveGmailSettings(integrationId, initial);
  const [saved, setSaved] = useState(false);

  const handleSubmit = async (values: GmailSettingsValues, helpers: FormikHelpers<GmailSettingsValues>) => {
    setSaved(false);
    if (await save(values, helpers.setFieldError)) {
      helpers.resetForm({ values });
      setSaved(true);
    }
  };

  return (
    <Formik initialValues={initial} validationSchema={gmailSettingsSchema} onSubmit={handleSubmit}>
      {({ dirty }) => (
        <StyledForm noValidate aria-label="Email protection settings">
          {error ? (
            <Alert variant="danger" onClose={clearError}>
              {error}
            </Alert>
          ) : null}
          {saved && !dirty ? <Alert variant="success">Your settings are saved.</Alert> : null}
          <RadioGroupField
            name="scan_frequency"
            legend="How often to check your mail"
            options={FREQUENCY_OPTIONS}
          />
          <LabelCheckboxes
            name="labels"
            legend="Folders to scan"
            hint="Your Gmail labels whose messages we check. Inbox and Spam are where most scams land."
          />
          <CheckboxField name="notify_high_risk" label="Notify me about high and critical threats" />
          <Button type="submit" busy={saving} disabled={!dirty}>
            {saving ? 'Saving...' : 'Save settings'}
          </Button>
        </StyledForm>
      )}
    </Formik>
  );
}
