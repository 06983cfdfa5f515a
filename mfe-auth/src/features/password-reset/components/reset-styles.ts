import styled from 'styled-components';

/** Vertical rhythm of the password screens' content. */
export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const StyledBackLink = styled.p`
  margin: 0;
  text-align: center;
`;

export const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
