import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { useSendSupportRequest } from '../hooks/use-send-support-request';
import { useSupportDiagnostics } from '../hooks/use-support-diagnostics';
import { ContactSupportForm } from './contact-support-form';
import { SupportRequestSent } from './support-request-sent';

/** The words of the Contact Support screen (issue 33 item 2). */
export const contactSupportTexts = {
  title: 'Contact Support',
  subtitle: 'Tell us what went wrong. A person on our team reads every request and replies by email.',
};

/**
 * Contact Support (issue 33 item 2; spec 001 §8/§9 "Contact Support" where no messenger is
 * configured): the support request form, signed in or out, then its reference number once sent.
 * The page around it picks the layout.
 */
export function ContactSupport() {
  const replyTo = useAppSelector(selectCurrentUser)?.email ?? null;
  const diagnostics = useSupportDiagnostics();
  const { send, sending, error, clearError, reference } = useSendSupportRequest(!replyTo, diagnostics);
  if (reference) return <SupportRequestSent reference={reference} replyTo={replyTo} />;
  return (
    <ContactSupportForm
      replyTo={replyTo}
      diagnostics={diagnostics}
      sending={sending}
      error={error}
      onClearError={clearError}
      onSubmit={send}
    />
  );
}
