import type { EmailAddress } from '@lifeguard/contracts/schemas/allauth-account';
import styled from 'styled-components';
import { Button } from '@lifeguard/shared/ui/button';
import { StyledRowActions, StyledRowSubject } from '../../../components/list-styles';
import { StatusBadge } from '../../../components/status-badge';

export type EmailAddressRowProps = {
  address: EmailAddress;
  /** A change of this address is under way. */
  busy: boolean;
  onMakePrimary: (email: string) => void;
  onSendVerification: (email: string) => void;
  onRemove: (email: string) => void;
};

const StyledBadges = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * One address of the account (issue 16 §3) with its state in words: 'Primary', 'Verified' or
 * 'Unverified'. 'Make primary' for a verified other address, 'Send verification email' for an
 * unverified one, 'Remove' for any but the primary.
 */
export function EmailAddressRow({
  address,
  busy,
  onMakePrimary,
  onSendVerification,
  onRemove,
}: EmailAddressRowProps) {
  const { email, primary, verified } = address;
  return (
    <li>
      <StyledRowSubject>
        <strong>{email}</strong>
        <StyledBadges>
          {primary ? <StatusBadge tone="info">Primary</StatusBadge> : null}
          {verified ? (
            <StatusBadge tone="success">Verified</StatusBadge>
          ) : (
            <StatusBadge tone="warning">Unverified</StatusBadge>
          )}
        </StyledBadges>
      </StyledRowSubject>
      <StyledRowActions>
        {verified && !primary ? (
          <Button
            variant="secondary"
            busy={busy}
            aria-label={`Make ${email} primary`}
            onClick={() => onMakePrimary(email)}
          >
            Make primary
          </Button>
        ) : null}
        {!verified ? (
          <Button
            variant="secondary"
            busy={busy}
            aria-label={`Send verification email to ${email}`}
            onClick={() => onSendVerification(email)}
          >
            Send verification email
          </Button>
        ) : null}
        {!primary ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={`Remove ${email}`}
            onClick={() => onRemove(email)}
          >
            Remove
          </Button>
        ) : null}
      </StyledRowActions>
    </li>
  );
}
