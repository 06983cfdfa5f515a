import { openSupportMessenger } from '@lifeguard/shared/messenger/support-messenger';
import { externalHrefs } from '@lifeguard/shared/routes/routes';
import { Button } from '@lifeguard/shared/ui/button';
import { LoadError } from '../../../components/load-error';

/** Spec 001 §8 "Threat timeline error view". */
export const timelineErrorTexts = {
  title: 'Unable to Load Threats',
  message: 'We encountered an issue while loading your threat timeline. Please try again.',
};

export type ThreatTimelineErrorProps = { onRetry: () => void; retrying: boolean };

/**
 * The threat timeline error view (spec 001 §8): Try Again refetches; Contact Support opens the
 * support messenger, or the help centre in a new tab where no messenger is configured.
 */
export function ThreatTimelineError({ onRetry, retrying }: ThreatTimelineErrorProps) {
  const handleContactSupport = () => {
    if (!openSupportMessenger()) window.open(externalHrefs.helpCenter, '_blank', 'noopener,noreferrer');
  };
  return (
    <LoadError
      title={timelineErrorTexts.title}
      message={timelineErrorTexts.message}
      onRetry={onRetry}
      retrying={retrying}
    >
      <Button variant="ghost" onClick={handleContactSupport}>
        Contact Support
      </Button>
    </LoadError>
  );
}
