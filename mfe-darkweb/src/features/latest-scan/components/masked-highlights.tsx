import styled from 'styled-components';
import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { maskEmail, maskName, maskPhone, maskPlate } from '@lifeguard/contracts/masking';

/** Masked items shown before '+N more' (spec 001 §9 "Collapsed view"). */
const SHOWN = 3;

/** The found values worth recognising, masked (spec 001 §9), emails first. */
function maskedValues({ consolidated_data: data }: DarkWebScan): string[] {
  return [
    ...data.email.map(maskEmail),
    ...data.phone.map(maskPhone),
    ...data.name.map(maskName),
    ...data.license_plate.map(maskPlate),
  ];
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
    font-family: monospace;
  }
`;

export type MaskedHighlightsProps = { scan: DarkWebScan };

/** Up to 3 masked emails, phones, names or plates the scan found, then '+N more'. */
export function MaskedHighlights({ scan }: MaskedHighlightsProps) {
  const values = maskedValues(scan);
  if (values.length === 0) return null;
  const hidden = values.length - SHOWN;
  return (
    <StyledList aria-label="Exposed details">
      {values.slice(0, SHOWN).map((value, index) => (
        <li key={index}>{value}</li>
      ))}
      {hidden > 0 ? <li>+{hidden} more</li> : null}
    </StyledList>
  );
}
