import styled from 'styled-components';
import type { ConsolidatedData, DarkWebScan } from '@lifeguard/shared/darkweb/scans-api';
import { stack } from '@lifeguard/shared/ui/card';
import {
  ADDRESS,
  BIRTH_DATE,
  HASHED_PASSWORD,
  PASSWORD,
  type SensitiveField,
} from '../utils/sensitive-fields';
import { FieldRows, type FieldRow } from './field-rows';

/** The consolidated_data lists of spec 001 §3, labelled; sensitive ones masked one by one. */
const CATEGORIES: [keyof ConsolidatedData, string, SensitiveField | null][] = [
  ['name', 'Names', null],
  ['email', 'Emails', null],
  ['phone', 'Phones', null],
  ['username', 'Usernames', null],
  ['address', 'Address', ADDRESS],
  ['dob', 'Date of birth', BIRTH_DATE],
  ['license_plate', 'License plates', null],
  ['social', 'Social profiles', null],
  ['hashed_password', 'Hashed password', HASHED_PASSWORD],
];

/** Plain lists on one row each; every sensitive value on a row of its own, masked. */
function exposedRows(scan: DarkWebScan): FieldRow[] {
  const rows = CATEGORIES.flatMap(([key, label, sensitive]): FieldRow[] => {
    const values = scan.consolidated_data[key];
    if (!values.length) return [];
    if (!sensitive) return [{ label, value: values.join(', ') }];
    return values.map((value) => ({ label, value, sensitive }));
  });
  const passwords = scan.passwords_found.map((value) => ({ label: 'Password', value, sensitive: PASSWORD }));
  return [...rows, ...passwords];
}

const StyledDetails = styled.div`
  ${stack('sm')}
  h3 {
    margin: ${({ theme }) => `${theme.space.sm} 0 0`};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

export type ScanDetailsProps = {
  scan: DarkWebScan;
  /** Whose scan, for the reveal buttons' names: 'the scan of Mar 1, 2025'. */
  owner: string;
};

/** What a scan found (spec 001 §2 scan details): its breach sources and its consolidated data. */
export function ScanDetails({ scan, owner }: ScanDetailsProps) {
  const rows = exposedRows(scan);
  return (
    <StyledDetails>
      <h3>Breach sources</h3>
      <p>{scan.databases.length ? scan.databases.join(', ') : 'None found'}</p>
      <h3>Exposed data</h3>
      {rows.length ? <FieldRows rows={rows} owner={owner} /> : <p>Nothing of yours was found.</p>}
    </StyledDetails>
  );
}
