import styled from 'styled-components';
import { SET_PASSWORD_RULES } from '@lifeguard/contracts/passwords';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRule = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.textMuted)};
`;

export type PasswordChecklistProps = { password: string };

/**
 * The live checklist of the set-password rules (spec 000 §5, the same rules the server checks):
 * each rule shows met or unmet as the user types, in words as well as by colour and mark. One
 * component for every screen that sets a password (registration's set-password step, the
 * account's Change Password and Set a password; issue 13).
 */
export function PasswordChecklist({ password }: PasswordChecklistProps) {
  return (
    <StyledList aria-label="Password requirements">
      {SET_PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <StyledRule key={rule.id} $met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span>
            <span>
              {rule.label}
              <span className="visually-hidden">{met ? ': met' : ': not met'}</span>
            </span>
          </StyledRule>
        );
      })}
    </StyledList>
  );
}
