import { useId } from 'react';
import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { ButtonLink } from '@lifeguard/shared/ui/button';

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

/**
 * The welcome banner for new users (spec 001 §2; new = joined within 30 days, §9). The spec does
 * not show its content: it says what Lifeguard does for them and offers the dark web scan, the
 * first step that needs no setup.
 */
export function WelcomeBanner() {
  const titleId = useId();
  return (
    <StyledBanner aria-labelledby={titleId}>
      <div>
        <h2 id={titleId}>New to Lifeguard?</h2>
        <p>
          We watch for scams, dangerous websites and leaked information, and show everything we catch in your
          Activity timeline. Start by checking whether your details have turned up in a data breach.
        </p>
      </div>
      <ButtonLink to={hrefs.darkWebScan()} variant="secondary">
        Run a dark web scan
      </ButtonLink>
    </StyledBanner>
  );
}
