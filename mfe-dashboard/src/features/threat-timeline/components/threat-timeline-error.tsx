import { openSupportMessenger } from '@lifeguard/shared/messenger/support-messenger';
import { useLocation, useNavigate } from '@lifeguard/shared/router/router';
import { contactSupportHref } from '@lifeguard/shared/routes/contact-support-href';
import { Button } from '@lifeguard/shared/ui/button';
import { LoadError } from '@lifeguard/shared/ui/load-error';

/** Spec 001 §8 "Threat timeline error view". */
export const timelineErrorTexts = {
  title: 'Unable to Load Threats',
  message: 'We encountered an issue while loading your threat timeline. Please try again.',
};

export type ThreatTimelineErrorProps = {
  onRetry: () => void;
  retrying: boolean;
  /** The id the server gave the failed request (its `x-request-id`), when it gave one. */
  requestId?: string;
};

/**
 * The threat timeline error view (spec 001 §8): Try Again refetches; Contact Support opens the
 * support messenger when one is configured, else the Contact Support form (issue 33 item 2),
 * passing the failed request's id and this page for its diagnostic details.
 */
export function ThreatTimelineError({ onRetry, retrying, requestId }: ThreatTimelineErrorProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const handleContactSupport = () => {
    if (!openSupportMessenger()) void navigate(contactSupportHref({ requestId, page: pathname }));
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
