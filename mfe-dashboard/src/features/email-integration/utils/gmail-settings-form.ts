import { GMAIL_LABELS, type GmailLabel, type ScanFrequency } from '@lifeguard/contracts/email-protection';
import type {
  GmailSettings,
  UpdateGmailSettingsRequest,
} from '@lifeguard/contracts/schemas/email-protection';
import * as yup from 'yup';

/** The settings form's values; `labels` as the checkboxes hold them, in click order. */
export type GmailSettingsValues = {
  scan_frequency: ScanFrequency;
  labels: string[];
  notify_high_risk: boolean;
};

/** The fields whose server 400 (its `param`) shows beside them; any other shows above the form. */
export const FIELDS_WITH_ERRORS = ['scan_frequency', 'labels'] as const;

export const LABELS_REQUIRED = 'Choose at least one folder to scan.';

/** At least one label (issue 14; the server refuses an empty list). */
export const gmailSettingsSchema = yup.object({
  labels: yup.array().of(yup.string().required()).min(1, LABELS_REQUIRED),
});

/** The checked labels in Gmail's order, without anything unknown. */
function normalizedLabels(labels: readonly string[]): GmailLabel[] {
  return GMAIL_LABELS.filter((label) => labels.includes(label));
}

/** The form's starting values from the saved settings. */
export function settingsValues(settings: GmailSettings): GmailSettingsValues {
  return { ...settings, labels: normalizedLabels(settings.labels) };
}

/**
 * The `update_gmail_settings` body (spec 001 §7): only the settings that differ from `saved`,
 * labels compared as a set and sent in Gmail's order; null when nothing changed.
 */
export function changedSettings(
  saved: GmailSettingsValues,
  values: GmailSettingsValues,
): UpdateGmailSettingsRequest | null {
  const changes: UpdateGmailSettingsRequest = {};
  if (values.scan_frequency !== saved.scan_frequency) changes.scan_frequency = values.scan_frequency;
  const labels = normalizedLabels(values.labels);
  if (labels.join() !== normalizedLabels(saved.labels).join()) changes.labels = labels;
  if (values.notify_high_risk !== saved.notify_high_risk) changes.notify_high_risk = values.notify_high_risk;
  return Object.keys(changes).length > 0 ? changes : null;
}
