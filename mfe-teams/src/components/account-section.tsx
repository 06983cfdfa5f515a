import styled from 'styled-components';
import { SectionCard } from './section-card';

/** A card of the account pages (profile, two-factor, signed-in devices; issue 16): page width, roomier. */
export const AccountSection = styled(SectionCard)`
  max-width: ${({ theme }) => theme.widths.medium};
  padding: ${({ theme }) => theme.space.xl};
`;
