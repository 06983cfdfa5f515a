import type { ConsolidatedField } from '@lifeguard/contracts/darkweb';
import { CONSOLIDATED_FIELDS } from '@lifeguard/contracts/darkweb';
import styled from 'styled-components';
import { cardSurface } from '@lifeguard/shared/ui/card';
import { ChipList } from '@lifeguard/shared/ui/chip-list';
import type { AdminScan } from '../api/get-admin-scan';

export type FoundValuesProps = { scan: AdminScan['scan'] };

const FIELD_NAMES: Record<ConsolidatedField, string> = {
  name: 'Names',
  email: 'Emails',
  phone: 'Phone numbers',
  address: 'Addresses',
  dob: 'Dates of birth',
  license_plate: 'License plates',
  hashed_password: 'Hashed passwords',
  username: 'Usernames',
  social: 'Social profiles',
};

const StyledSection = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  h3 {
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** One kind of value, as a labelled list; nothing when there is none. */
function ValueList({ title, values }: { title: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ChipList label={title} items={values} />
    </>
  );
}

/**
 * What the scan found (issue 13), as the server sent it: already masked (contracts/masking),
 * so no breached value shows in full. Emails, passwords and usernames found, then the
 * consolidated data by kind; kinds with nothing are left out.
 */
export function FoundValues({ scan }: FoundValuesProps) {
  const consolidated = CONSOLIDATED_FIELDS.filter((field) => scan.consolidated_data[field].length > 0);
  const nothing =
    scan.emails_found.length +
      scan.passwords_found.length +
      scan.usernames_found.length +
      consolidated.length ===
    0;
  return (
    <StyledSection aria-labelledby="found-values-title">
      <h2 id="found-values-title">Found values</h2>
      <StyledNote>Values are masked: this page never shows a breached value in full.</StyledNote>
      {nothing ? <p>This scan found nothing.</p> : null}
      <ValueList title="Emails found" values={scan.emails_found} />
      <ValueList title="Passwords found" values={scan.passwords_found} />
      <ValueList title="Usernames found" values={scan.usernames_found} />
      {consolidated.length > 0 ? <h3>Consolidated data</h3> : null}
      {consolidated.map((field) => (
        <ValueList key={field} title={FIELD_NAMES[field]} values={scan.consolidated_data[field]} />
      ))}
    </StyledSection>
  );
}
