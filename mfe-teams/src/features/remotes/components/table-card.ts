import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { tableSection } from '../../../components/table-section';

/**
 * A card of the Remotes page holding tables (issue 34): the registry, the versions, the audit.
 * Row headers in the text colour, long URLs wrapping anywhere.
 */
export const StyledTableCard = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  ${tableSection}
  tbody th {
    color: ${({ theme }) => theme.color.text};
  }
  code {
    overflow-wrap: anywhere;
  }
`;

/** A muted line of a card or cell: a hint, a note, a detail under a value. */
export const StyledMuted = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A line under a card's title saying what it is for. */
export const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;
