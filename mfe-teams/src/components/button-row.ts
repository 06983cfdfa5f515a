import styled, { css } from 'styled-components';

/**
 * A row of buttons (a card's or a form's answers): side by side `sm` apart, wrapping on a narrow
 * screen; `$end` puts them at the end, as a dialog's Cancel and confirm.
 */
export const StyledButtonRow = styled.div<{ $end?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $end }) =>
    $end &&
    css`
      justify-content: flex-end;
    `}
`;
