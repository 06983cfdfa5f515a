import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';
import { nameWithDetail } from '@lifeguard/shared/ui/name-with-detail';

/**
 * The rows of a card (members, invitations, addresses, connected accounts, devices): one row
 * each, divided by lines.
 */
export const StyledRowList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  > li:first-child {
    border-top: none;
  }
`;

/** Who a row is about: a name (strong) and, muted below, an email or detail. */
export const StyledWho = styled.div`
  ${nameWithDetail}
`;

/** A row's controls: role, buttons. */
export const StyledRowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/** A role shown as text, for whoever cannot change it. */
export const StyledRole = styled.span`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** What an account row is about: its name and badges on one line, muted details below. */
export const StyledRowSubject = styled.div`
  ${stack('xs')}
  min-width: 0;
  overflow-wrap: anywhere;
  > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
