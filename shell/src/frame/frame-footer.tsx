import styled from 'styled-components';
import { Tooltip } from '@lifeguard/shared/ui/tooltip';
import { focusRing } from '@lifeguard/shared/ui/focus-ring';
import { chatPanelMargin, type ChatPanelMarginProps } from './main-area';

export type FrameFooterProps = { panelOpen: boolean };

/**
 * The social links (spec 001 §1 "placeholder social links"): each network's home page until
 * Lifeguard's own accounts exist, with the letters drawn as its icon.
 */
const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/', icon: 'f' },
  { network: 'X', href: 'https://x.com/', icon: 'X' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'in' },
] as const;

const StyledFooter = styled.footer<ChatPanelMarginProps>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ${chatPanelMargin}
`;

const StyledSocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    ${focusRing()}
  }
`;

/**
 * The page layout's footer (spec 001 §1, §2): the copyright line and placeholder social links,
 * icons whose tooltips name them (issue 33 item 4).
 */
export function FrameFooter({ panelOpen }: FrameFooterProps) {
  return (
    <StyledFooter $panelOpen={panelOpen}>
      <p>© {new Date().getFullYear()} Lifeguard</p>
      <ul aria-label="Lifeguard on social media">
        {SOCIAL_LINKS.map(({ network, href, icon }) => (
          <li key={network}>
            <Tooltip content={`Lifeguard on ${network}`}>
              <StyledSocialLink
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Lifeguard on ${network} (opens in a new tab)`}
              >
                <span aria-hidden="true">{icon}</span>
              </StyledSocialLink>
            </Tooltip>
          </li>
        ))}
      </ul>
    </StyledFooter>
  );
}
