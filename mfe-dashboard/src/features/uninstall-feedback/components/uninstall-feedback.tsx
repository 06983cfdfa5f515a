import { Alert } from '@lifeguard/shared/ui/alert';
import { FeedbackForm } from '../../../components/feedback-form';
import { useSendUninstallFeedbackMutation, type UninstallReason } from '../api/send-uninstall-feedback';

/** The reasons of the contract, in friendly words. */
export const UNINSTALL_REASONS: readonly { value: UninstallReason; label: string }[] = [
  { value: 'not_useful', label: "It wasn't useful to me" },
  { value: 'too_many_alerts', label: 'It showed too many alerts' },
  { value: 'slowed_browser', label: 'It slowed down my browser' },
  { value: 'privacy_concerns', label: 'I had privacy concerns' },
  { value: 'switching_product', label: "I'm switching to another product" },
  { value: 'other', label: 'Something else' },
];

export const uninstallTexts = {
  title: "We're sorry to see you go",
  subtitle:
    'You removed the Lifeguard browser extension. Tell us why in a few seconds, and we will do better.',
  thanks: 'Thank you for your feedback',
  thanksText: 'It helps us make Lifeguard better. You can reinstall the extension whenever you like.',
};

/**
 * The extension uninstall feedback (spec 001 §2 /uninstall): why it was removed, optional
 * details, then a thank-you. Works signed out; the page around it picks the layout.
 */
export function UninstallFeedback() {
  const [send, { isLoading, isSuccess }] = useSendUninstallFeedbackMutation();
  if (isSuccess) {
    return (
      <Alert variant="success" title={uninstallTexts.thanks}>
        {uninstallTexts.thanksText}
      </Alert>
    );
  }
  return (
    <FeedbackForm
      name="Uninstall feedback"
      legend="Why did you remove the extension?"
      options={UNINSTALL_REASONS}
      requiredMessage="Please choose a reason."
      detailsLabel="Anything else you'd like to tell us?"
      busy={isLoading}
      onSubmit={({ choice, details }) => send({ reason: choice, ...(details ? { details } : {}) }).unwrap()}
    />
  );
}
