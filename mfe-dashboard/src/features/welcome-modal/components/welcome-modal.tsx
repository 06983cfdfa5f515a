import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { Modal } from '@lifeguard/shared/ui/modal';
import { useWelcomeModal, WELCOME_MODAL_CLOSE_MS } from '../hooks/use-welcome-modal';

const StyledSteps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/**
 * The welcome modal of a newly registered user (spec 001 §4): 'Let's get started' closes it and
 * the user stays on the dashboard. The spec shows only its start; the steps are our wording and
 * name what the dashboard really offers.
 */
export function WelcomeModal() {
  const { open, close } = useWelcomeModal();
  return (
    <Modal open={open} title="Welcome to Lifeguard" onClose={close} animationMs={WELCOME_MODAL_CLOSE_MS}>
      <p>Your account is ready. Three steps put your protection in place:</p>
      <StyledSteps>
        <li>Run a dark web scan to see whether your information has leaked.</li>
        <li>Turn on web, email and phone protection from your dashboard.</li>
        <li>Check your Activity timeline for threats we stop.</li>
      </StyledSteps>
      <Button fullWidth onClick={close}>
        Let&apos;s get started
      </Button>
    </Modal>
  );
}
