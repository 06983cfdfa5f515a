import { useId } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { welcomeNextStep, type WelcomeScan } from '../utils/welcome-next-step';

const StyledBanner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.infoBg};
  color: ${({ theme }) => theme.color.text};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export type WelcomeBannerProps = {
  /** The user's latest dark web scan, `null` without one, `undefined` while scans load. */
  latestScan: WelcomeScan | null | undefined;
};

/**
 * The welcome banner for new users (spec 001 §2; new = joined within 30 days, §9). The spec does
 * not show its content: it says what Lifeguard does for them and offers the next step that fits
 * their state (issue 15): the dark web scan before any, its results after one.
 */
export function WelcomeBanner({ latestScan }: WelcomeBannerProps) {
  const titleId = useId();
  const next = welcomeNextStep(latestScan);
  return (
    <StyledBanner aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>New to Lifeguard?</h2>
        <p>
          We watch for scams, dangerous websites and leaked information, and show everything we catch in your
          Activity timeline.{next ? ` ${next.text}` : null}
        </p>
      </div>
      {next ? (
        <ButtonLink to={hrefs.darkWebScan()} variant="secondary">
          {next.action}
        </ButtonLink>
      ) : null}
    </StyledBanner>
  );
}
