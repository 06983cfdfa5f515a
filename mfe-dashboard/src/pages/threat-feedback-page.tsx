import { ThreatFeedback, threatFeedbackTexts } from '../features/threat-feedback/components/threat-feedback';
import { FeedbackPageFrame } from './feedback-page-frame';

/** /threat-feedback (spec 001 §2): signed in only (the shell's guard), in the shell's sidebar layout. */
export function ThreatFeedbackPage() {
  return (
    <FeedbackPageFrame
      title={threatFeedbackTexts.title}
      subtitle={threatFeedbackTexts.subtitle}
      narrow={false}
    >
      <ThreatFeedback />
    </FeedbackPageFrame>
  );
}
