import { useId } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { cardSurface } from '@lifeguard/shared/ui/card';

export type AccountFactsProps = { user: User };

const memberSince = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

const StyledCard = styled.section`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function joinedDate(dateJoined: string | null): Date | null {
  const date = dateJoined ? new Date(dateJoined) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The signed-in user's account as the server holds it (spec 000 §3 user fields): only facts we
 * have, nothing invented; what is unknown (no join date, no name) is left out. Shown in the
 * dashboard's side column.
 */
export function AccountFacts({ user }: AccountFactsProps) {
  const titleId = useId();
  const joined = joinedDate(user.dateJoined);
  return (
    <StyledCard aria-labelledby={titleId}>
      <h2 id={titleId}>Your account</h2>
      <StyledFacts>
        <dt>Signed in as</dt>
        <dd>{user.email}</dd>
        {user.displayName !== user.email ? (
          <>
            <dt>Name</dt>
            <dd>{user.displayName}</dd>
          </>
        ) : null}
        {joined ? (
          <>
            <dt>Member since</dt>
            <dd>
              <time dateTime={joined.toISOString()}>{memberSince.format(joined)}</time>
            </dd>
          </>
        ) : null}
        <dt>Phone number</dt>
        <dd>
          {user.phone_number
            ? `${user.phone_number} (${user.phone_verified ? 'verified' : 'not verified'})`
            : 'Not added yet'}
        </dd>
        <dt>Password</dt>
        <dd>{user.hasUsablePassword ? 'Set' : 'Not set'}</dd>
      </StyledFacts>
    </StyledCard>
  );
}
