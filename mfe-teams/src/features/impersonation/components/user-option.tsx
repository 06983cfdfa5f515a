import styled from 'styled-components';
import type { AdminUser } from '../api/search-users';

export type UserOptionProps = {
  user: AdminUser;
  checked: boolean;
  onSelect: (user: AdminUser) => void;
};

/** Superusers can never be impersonated (issue 13); the server refuses them too. */
export const SUPERUSER_NOTE = "Superusers can't be impersonated";

const StyledOption = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked, $disabled }) =>
    $checked ? theme.color.infoBg : $disabled ? theme.color.surfaceMuted : theme.color.surface};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  input {
    flex-shrink: 0;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

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

const StyledNote = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * One user of the search results: a radio labelled by email and name; for a superuser disabled,
 * and its label says why.
 */
export function UserOption({ user, checked, onSelect }: UserOptionProps) {
  return (
    <StyledOption $checked={checked} $disabled={user.is_superuser}>
      <input
        type="radio"
        name="impersonate-user"
        value={user.id}
        checked={checked}
        disabled={user.is_superuser}
        onChange={() => onSelect(user)}
      />
      <StyledWho>
        <strong>{user.email}</strong>
        <span>{user.display_name}</span>
      </StyledWho>
      {user.is_superuser ? <StyledNote>{SUPERUSER_NOTE}</StyledNote> : null}
    </StyledOption>
  );
}
