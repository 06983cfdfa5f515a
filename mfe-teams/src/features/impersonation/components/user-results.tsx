import styled from 'styled-components';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { Alert } from '@lifeguard/shared/ui/alert';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { useSearchUsersQuery, type AdminUser } from '../api/search-users';
import { UserOption } from './user-option';

export type UserResultsProps = {
  /** The settled search text; nothing is searched while it is blank. */
  search: string;
  selectedId: number | null;
  onSelect: (user: AdminUser) => void;
};

const StyledFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The users matching `search` (issue 13), as one choice: email and name each; superusers are
 * listed but cannot be chosen. Says when the search is blank, running, empty or failed.
 */
export function UserResults({ search, selectedId, onSelect }: UserResultsProps) {
  const term = search.trim();
  const query = useSearchUsersQuery(term, { skip: !term });
  if (!term) return <StyledNote>Type an email or a name to find a user.</StyledNote>;
  if (query.isFetching) return <Spinner size="sm" padding="none" textPosition="right" text="Searching..." />;
  if (hasStatus(query.error, 403)) return <NoAccess />;
  if (query.isError || !query.data) {
    return <Alert variant="danger">Could not search users. Please try again.</Alert>;
  }
  const users = query.data;
  return (
    <>
      <p className="visually-hidden" role="status">
        {users.length === 1 ? '1 user found' : `${users.length} users found`}
      </p>
      {users.length === 0 ? (
        <StyledNote>No users match “{term}”.</StyledNote>
      ) : (
        <StyledFieldset>
          <legend>Choose the user</legend>
          {users.map((user) => (
            <UserOption key={user.id} user={user} checked={user.id === selectedId} onSelect={onSelect} />
          ))}
        </StyledFieldset>
      )}
    </>
  );
}
