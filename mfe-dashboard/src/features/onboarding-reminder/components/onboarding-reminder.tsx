import { DISPLAY_NAMES } from '@lifeguard/contracts/integrations';
import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { stack } from '@lifeguard/shared/ui/card';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { SETUP_HREFS } from '../../../lib/integration-types';
import { useGetOnboardingStatusQuery } from '../api/get-onboarding-status';
import { useReminderDismissal } from '../hooks/use-reminder-dismissal';
import { listInWords, missingProtections } from '../utils/missing-protections';

const StyledCard = styled.section`
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.warningBg};
  color: ${({ theme }) => theme.color.text};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > button {
    align-self: flex-start;
  }
`;

/**
 * The onboarding reminder (spec 000 §2 "onboarding reminder"; GET onboarding_status, spec 001
 * §7): while not every required protection is active, it names those still off, each with a
 * link to its setup screen. 'Not now' hides it for the browser session. Nothing shows while the
 * status loads or when it cannot be read: it is a reminder, the dashboard works without it.
 */
export function OnboardingReminder() {
  const titleId = useId();
  const { data } = useGetOnboardingStatusQuery();
  const { dismissed, dismiss } = useReminderDismissal();
  const missing = data ? missingProtections(data) : [];
  if (dismissed || missing.length === 0) return null;

  const names = missing.map((type) => DISPLAY_NAMES[type]);
  return (
    <StyledCard aria-labelledby={titleId}>
      <h2 id={titleId}>Not fully protected yet</h2>
      <p>
        {listInWords(names)} {names.length === 1 ? 'is' : 'are'} not protecting you yet. Lifeguard keeps you
        safest once every required protection is on.
      </p>
      <ul aria-label="Protections to set up">
        {missing.map((type) => {
          const href = SETUP_HREFS[type];
          const label = `Set up ${DISPLAY_NAMES[type]}`;
          return <li key={type}>{href ? <TextLink to={href}>{label}</TextLink> : label}</li>;
        })}
      </ul>
      <Button variant="ghost" aria-label="Not now: hide this reminder" onClick={dismiss}>
        Not now
      </Button>
    </StyledCard>
  );
}
