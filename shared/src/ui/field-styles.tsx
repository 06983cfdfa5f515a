import styled from 'styled-components';

/** Building blocks shared by the formik-bound fields. */
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

export const StyledLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * Always rendered with one line reserved, so a message appearing on blur never moves what is
 * below it (a click on a link under a field would otherwise land elsewhere).
 */
export const StyledError = styled.p`
  margin: 0;
  min-height: 1.25rem;
  line-height: 1.25rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger};
`;
