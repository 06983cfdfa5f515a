import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { TEAM_ROLES, type TeamRole } from '@lifeguard/contracts/teams';
import { fieldControl } from '@lifeguard/shared/ui/field-styles';
import { ROLE_LABELS } from '../utils/team-rules';

export type MemberRoleSelectProps = {
  /** Whose role, for its accessible name: 'Role of Bob'. */
  name: string;
  role: TeamRole;
  busy: boolean;
  onChange: (role: TeamRole) => void;
};

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${fieldControl}
  padding-block: ${({ theme }) => theme.space.xs};
`;

const isRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);

/** An admin changes a member's role right here (issue 13); the change is sent at once. */
export function MemberRoleSelect({ name, role, busy, onChange }: MemberRoleSelectProps) {
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    if (isRole(event.target.value)) onChange(event.target.value);
  };
  return (
    <StyledSelect
      aria-label={`Role of ${name}`}
      value={role}
      disabled={busy}
      aria-busy={busy || undefined}
      onChange={handleChange}
      $invalid={false}
    >
      {TEAM_ROLES.map((value) => (
        <option key={value} value={value}>
          {ROLE_LABELS[value]}
        </option>
      ))}
    </StyledSelect>
  );
}
