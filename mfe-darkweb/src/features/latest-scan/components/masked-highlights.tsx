import type { DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { ChipList } from '@lifeguard/shared/ui/chip-list';
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

export type MaskedHighlightsProps = { scan: DarkWebScan };

/** Up to 3 masked emails, phones, names or plates the scan found, then '+N more'. */
export function MaskedHighlights({ scan }: MaskedHighlightsProps) {
  const values = maskedValues(scan);
  if (values.length === 0) return null;
  return <ChipList label="Exposed details" items={values.slice(0, SHOWN)} more={values.length - SHOWN} />;
}
