import { selectIsAuthenticated } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import {
  UninstallFeedback,
  uninstallTexts,
} from '../features/uninstall-feedback/components/uninstall-feedback';
import { FeedbackPageFrame } from './feedback-page-frame';

/**
 * /uninstall (spec 001 §2): the extension opens it after its removal, often for someone not
 * signed in here, so it works signed out, in a narrow layout of its own; signed in, the shell
 * draws its sidebar layout around it (spec 001 §2 Layout).
 */
export function UninstallPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return (
    <FeedbackPageFrame title={uninstallTexts.title} subtitle={uninstallTexts.subtitle} narrow={!signedIn}>
      <UninstallFeedback />
    </FeedbackPageFrame>
  );
}
