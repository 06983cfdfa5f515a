import { useMemo } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { ProgressBar } from '@lifeguard/shared/ui/progress-bar';
import { RegistrationLayout } from '../../../components/registration-layout';
import { selectOnboardingResponses } from '../../../stores/registration-slice';
import { useFinishSetup } from '../hooks/use-finish-setup';
import { SETUP_TICK_MS, useSetupProgress } from '../hooks/use-setup-progress';
import { setupMessageAt, setupMessagesFor } from '../utils/setup-messages';

const StyledMessage = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/**
 * /register/account-setup, step 3.5 (spec 000 §4 "Setup loading"): the progress and one of five
 * messages personalised from the answers, then on to the password step or the dashboard.
 */
export function AccountSetupScreen() {
  const responses = useAppSelector(selectOnboardingResponses);
  const messages = useMemo(() => setupMessagesFor(responses), [responses]);
  const finish = useFinishSetup();
  const progress = useSetupProgress(finish);
  return (
    <RegistrationLayout
      route="register-account-setup"
      title="Setting up your account"
      subtitle="We're tailoring Lifeguard to your family. This only takes a moment."
    >
      <ProgressBar label="Account setup progress" percent={progress} tickMs={SETUP_TICK_MS} showPercent />
      <StyledMessage role="status">{setupMessageAt(messages, progress)}</StyledMessage>
    </RegistrationLayout>
  );
}
