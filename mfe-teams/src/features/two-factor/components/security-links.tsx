import styled from 'styled-components';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { TextLink } from '@lifeguard/shared/ui/text-link';
import { AccountSection } from '../../../components/account-section';
import { StyledRowList, StyledRowSubject } from '../../../components/list-styles';
import { StatusBadge } from '../../../components/status-badge';
import { useGetAuthenticatorsQuery } from '../api/get-authenticators';

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** 'On' or 'Off' from the authenticators; nothing while unknown. */
function TwoFactorStatus() {
  const query = useGetAuthenticatorsQuery();
  if (query.isLoading) return <StyledMuted>Checking...</StyledMuted>;
  if (!query.data) return null;
  return query.data.some(({ type }) => type === 'totp') ? (
    <StatusBadge tone="success">On</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Off</StatusBadge>
  );
}

/**
 * 'Security' on the profile (issue 16 §5, §6): the way to two-factor authentication, with
 * whether it is on, and to the signed-in devices.
 */
export function SecurityLinks() {
  return (
    <AccountSection title="Security">
      <StyledRowList aria-label="Security">
        <li>
          <StyledRowSubject>
            <TextLink to={hrefs.twoFactor()}>Two-factor authentication</TextLink>
            <span>A code from your phone when you sign in.</span>
          </StyledRowSubject>
          <TwoFactorStatus />
        </li>
        <li>
          <StyledRowSubject>
            <TextLink to={hrefs.userSessions()}>Signed-in devices</TextLink>
            <span>Where your account is signed in, and signing out of them.</span>
          </StyledRowSubject>
        </li>
      </StyledRowList>
    </AccountSection>
  );
}
