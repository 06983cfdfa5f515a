import { useId } from 'react';
import styled from 'styled-components';
import type { User } from '@lifeguard/shared/session/user';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { FactList } from '@lifeguard/shared/ui/fact-list';

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
      <FactList
        facts={[
          { term: 'Signed in as', value: user.email },
          user.displayName !== user.email && { term: 'Name', value: user.displayName },
          joined && {
            term: 'Member since',
            value: <time dateTime={joined.toISOString()}>{memberSince.format(joined)}</time>,
          },
          {
            term: 'Phone number',
            value: user.phone_number
              ? `${user.phone_number} (${user.phone_verified ? 'verified' : 'not verified'})`
              : 'Not added yet',
          },
          { term: 'Password', value: user.hasUsablePassword ? 'Set' : 'Not set' },
        ]}
      />
    </StyledCard>
  );
}
