import styled from 'styled-components';
import { stack } from '@lifeguard/shared/ui/card';

/** Vertical rhythm of a registration card's content. */
export const StyledStack = styled.div`
  ${stack('md')}
`;

/** A centred line of small print under a form, e.g. the sign-in link. */
export const StyledNote = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
