import { useEffect } from 'react';
import { track } from '@lifeguard/shared/analytics/track';
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
 * draws its sidebar layout around it (spec 001 §2 Layout). Opening it records the extension
 * lifecycle event 'extension uninstalled' (spec 000 §1; issue 32 item 5): the extension itself is
 * gone by then, and Chrome opens this page only after an uninstall.
 */
export function UninstallPage() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  useEffect(() => track('extension uninstalled'), []);
  return (
    <FeedbackPageFrame title={uninstallTexts.title} subtitle={uninstallTexts.subtitle} narrow={!signedIn}>
      <UninstallFeedback />
    </FeedbackPageFrame>
  );
}
