import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import {
  UninstallFeedback,
  uninstallTexts,
} from '../features/uninstall-feedback/components/uninstall-feedback';
import { FeedbackPageFrame } from './feedback-page-frame';

/**
 * /uninstall (spec 001 §2): the extension opens it after its removal, often for someone not
 * signed in here, so it works signed out (narrow layout, no sidebar); signed in, the sidebar layout.
 */
export function UninstallPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <FeedbackPageFrame title={uninstallTexts.title} subtitle={uninstallTexts.subtitle} sidebar={signedIn}>
      <UninstallFeedback />
    </FeedbackPageFrame>
  );
}
