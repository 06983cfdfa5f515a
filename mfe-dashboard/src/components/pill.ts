import styled, { css } from 'styled-components';

/** The shape every small label of the dashboard shares (severity, priority, counts); colours are the caller's. */
export const pillShape = css`
  flex-shrink: 0;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

/** A count beside a panel title, e.g. '3 unread'. */
export const StyledCountPill = styled.span`
  ${pillShape}
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
`;
