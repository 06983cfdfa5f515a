import styled from 'styled-components';
import { Spinner } from '@lifeguard/shared/ui/spinner';
import { Alert } from '@lifeguard/shared/ui/alert';
import { OptionList, type Option } from '@lifeguard/shared/ui/option-list';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { useSearchUsersQuery, type AdminUser } from '../api/search-users';

export type UserResultsProps = {
  /** The settled search text; nothing is searched while it is blank. */
  search: string;
  selectedId: number | null;
  onSelect: (user: AdminUser) => void;
};

/** Superusers can never be impersonated (issue 13); the server refuses them too. */
export const SUPERUSER_NOTE = "Superusers can't be impersonated";

const StyledWho = styled.span`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  overflow-wrap: anywhere;
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A user as an option: a radio named by email and name; a superuser's disabled, its name says why. */
function userOption(user: AdminUser): Option {
  return {
    value: String(user.id),
    label: (
      <StyledWho>
        <strong>{user.email}</strong>
        <span>{user.display_name}</span>
      </StyledWho>
    ),
    note: user.is_superuser ? SUPERUSER_NOTE : undefined,
    disabled: user.is_superuser,
  };
}

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
  const handleToggle = (id: string) => {
    const chosen = users.find((user) => String(user.id) === id);
    if (chosen) onSelect(chosen);
  };
  return (
    <>
      <p className="visually-hidden" role="status">
        {users.length === 1 ? '1 user found' : `${users.length} users found`}
      </p>
      {users.length === 0 ? (
        <StyledNote>No users match “{term}”.</StyledNote>
      ) : (
        <OptionList
          type="radio"
          name="impersonate-user"
          legend="Choose the user"
          options={users.map(userOption)}
          selected={selectedId === null ? [] : [String(selectedId)]}
          onToggle={handleToggle}
        />
      )}
    </>
  );
}
