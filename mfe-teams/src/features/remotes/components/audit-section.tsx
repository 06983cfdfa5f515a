import type { RemoteAuditEntry } from '@lifeguard/contracts/schemas/remote-registry';
import { TableHead } from '@lifeguard/shared/ui/table-head';
import { AuditRow } from './audit-row';
import { StyledIntro, StyledTableCard } from './table-card';

/** The table's column headings. */
const COLUMNS = ['Time', 'Remote', 'Action', 'Version', 'From version', 'Share', 'By', 'Detail'];

export type AuditSectionProps = { audit: RemoteAuditEntry[] };

/**
 * "Audit" (issue 34): the registry's newest 50 changes, newest first: when, which remote, what
 * in words, the versions and share, who, and the detail. Automatic rollbacks stand out.
 */
export function AuditSection({ audit }: AuditSectionProps) {
  return (
    <StyledTableCard aria-labelledby="remote-audit-title">
      <h2 id="remote-audit-title">Audit</h2>
      <StyledIntro>The newest 50 changes of the registry, newest first.</StyledIntro>
      {audit.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <table aria-labelledby="remote-audit-title">
          <TableHead columns={COLUMNS} />
          <tbody>
            {audit.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
    </StyledTableCard>
  );
}
