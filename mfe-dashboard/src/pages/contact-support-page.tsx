import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { ContactSupport, contactSupportTexts } from '../features/contact-support/components/contact-support';
import { FeedbackPageFrame } from './feedback-page-frame';

/**
 * /contact-support (issue 33 item 2): where Contact Support leads when no support messenger is
 * configured (the threat timeline's error view, the assistant's failure message). It works
 * signed out, in a narrow layout of its own; signed in, inside the shell's sidebar layout.
 */
export function ContactSupportPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <FeedbackPageFrame
      title={contactSupportTexts.title}
      subtitle={contactSupportTexts.subtitle}
      narrow={!signedIn}
    >
      <ContactSupport />
    </FeedbackPageFrame>
  );
}
