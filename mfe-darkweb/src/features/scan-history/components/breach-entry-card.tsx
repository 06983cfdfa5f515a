import styled from 'styled-components';
import type { BreachEntry } from '@lifeguard/shared/darkweb/scans-api';
import { stack } from '@lifeguard/shared/ui/card';
import { parseRawData, readableFields } from '../utils/parse-raw-data';
import { sensitiveField } from '../utils/sensitive-fields';
import { FieldRows, type FieldRow } from './field-rows';

/** The named fields of a breach entry (spec 001 §3), in display order. */
const ENTRY_FIELDS = [
  ['email', 'Email'],
  ['username', 'Username'],
  ['password', 'Password'],
  ['hashed_password', 'Hashed password'],
  ['name', 'Name'],
  ['address', 'Address'],
  ['phone', 'Phone'],
  ['ip_address', 'IP address'],
] as const;

const StyledEntry = styled.article`
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h4,
  h5 {
    margin: 0;
  }
  h5 {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const toRows = (pairs: [string, string][]): FieldRow[] =>
  pairs.map(([name, value]) => ({ label: name, value, sensitive: sensitiveField(name) }));

export type BreachEntryCardProps = { entry: BreachEntry };

/**
 * One breach entry: its source, its named fields, and whatever else the source had (its raw
 * data in any form, spec 001 §3) as readable rows. Passwords, hashes, addresses and birth dates
 * stay masked until revealed one by one (spec 001 §9).
 */
export function BreachEntryCard({ entry }: BreachEntryCardProps) {
  const fields = ENTRY_FIELDS.flatMap(([key, label]): FieldRow[] => {
    const value = entry[key];
    return value ? [{ label, value, sensitive: sensitiveField(key) }] : [];
  });
  const records = parseRawData(entry);
  return (
    <StyledEntry aria-label={`Breach entry from ${entry.database_name}`}>
      <h4>{entry.database_name}</h4>
      <FieldRows rows={fields} owner={entry.database_name} />
      {records.length ? <h5>Raw data</h5> : null}
      {records.map((record, index) => (
        <FieldRows key={index} rows={toRows(readableFields(record))} owner={entry.database_name} />
      ))}
    </StyledEntry>
  );
}
