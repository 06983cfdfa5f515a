import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportTopic,
} from '@lifeguard/contracts/support';
import type { SupportDiagnostics, SupportRequestCreate } from '@lifeguard/contracts/schemas/support';
import * as yup from 'yup';
import { emailField } from '@lifeguard/shared/forms/rules';

/** The form's values; `topic` is '' until one is chosen. */
export type SupportFormValues = {
  topic: SupportTopic | '';
  message: string;
  email: string;
  include_diagnostics: boolean;
};

/** The fields a server refusal can name, to show it beside its field. */
export const SUPPORT_FORM_FIELDS = ['topic', 'message', 'email'] as const;

/** An empty form, the diagnostic details not ticked: sending them is the user's choice. */
export const initialSupportValues: SupportFormValues = {
  topic: '',
  message: '',
  email: '',
  include_diagnostics: false,
};

/** The topics of the contract in friendly words, after a placeholder asking for one. */
export const TOPIC_OPTIONS = [
  { value: '', label: 'Choose a topic' },
  ...SUPPORT_TOPICS.map((value) => ({ value, label: SUPPORT_TOPIC_LABELS[value] })),
];

/** The form's own messages (the server words its refusals itself). */
export const supportFormTexts = {
  topicRequired: 'Please choose a topic.',
  messageTooShort: `Please write at least ${SUPPORT_MESSAGE_MIN_LENGTH} characters.`,
  messageTooLong: `Please keep it under ${SUPPORT_MESSAGE_MAX_LENGTH} characters.`,
};

/**
 * The form's checks, the server's rules (issue 33 item 2): a topic, a message of 10 to 5000
 * characters once trimmed, and a valid reply address when signed out (`needsEmail`).
 */
export const supportFormSchema = (needsEmail: boolean) =>
  yup.object({
    topic: yup
      .string()
      .required(supportFormTexts.topicRequired)
      .oneOf(SUPPORT_TOPICS, supportFormTexts.topicRequired),
    message: yup
      .string()
      .trim()
      .required(supportFormTexts.messageTooShort)
      .min(SUPPORT_MESSAGE_MIN_LENGTH, supportFormTexts.messageTooShort)
      .max(SUPPORT_MESSAGE_MAX_LENGTH, supportFormTexts.messageTooLong),
    email: needsEmail ? emailField() : yup.string(),
    include_diagnostics: yup.boolean(),
  });

/**
 * The request body of checked `values`: the message trimmed, `email` only when signed out, the
 * diagnostics only when the box is ticked.
 */
export function supportRequestBody(
  values: SupportFormValues,
  needsEmail: boolean,
  diagnostics: SupportDiagnostics,
): SupportRequestCreate {
  return {
    topic: values.topic as SupportTopic,
    message: values.message.trim(),
    ...(needsEmail ? { email: values.email.trim() } : {}),
    ...(values.include_diagnostics ? { diagnostics } : {}),
  };
}
