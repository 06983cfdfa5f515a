import { useId } from 'react';
import { TableHead } from '@lifeguard/shared/ui/table-head';
import type { RemoteState } from '../api/get-remote-registry-state';
import { StyledMuted } from './table-card';
import { VersionRow } from './version-row';

/** The table's column headings. */
const COLUMNS = ['Version', 'Source', 'Manifest URL', 'State', 'Loads', 'Failure rate', 'p75 load time'];

export type VersionsTableProps = { remote: RemoteState };

/**
 * One remote's versions (issue 34 items 2 and 4): version, source, manifest URL, its states, the
 * last hour's loads, failure rate and p75 load time, and Activate, turned off (and said why)
 * while the server's settings override the registry.
 */
export function VersionsTable({ remote }: VersionsTableProps) {
  const noteId = useId();
  const locked = remote.env_override !== null;
  return (
    <>
      {locked ? (
        <StyledMuted id={noteId}>
          The server&apos;s settings override the registry for this remote, so Activate is turned off.
        </StyledMuted>
      ) : null}
      <table aria-label={`Versions of ${remote.name}`}>
        <TableHead columns={COLUMNS} actions />
        <tbody>
          {remote.versions.map((entry) => (
            <VersionRow key={entry.version} remote={remote} entry={entry} lockedBy={locked ? noteId : null} />
          ))}
        </tbody>
      </table>
    </>
  );
}
