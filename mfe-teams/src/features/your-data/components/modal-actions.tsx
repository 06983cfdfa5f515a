import styled from 'styled-components';

/** The buttons at the foot of the delete dialog, the confirming one last. */
export const StyledModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;
