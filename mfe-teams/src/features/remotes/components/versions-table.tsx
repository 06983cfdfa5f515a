import { useId } from 'react';
import type { RemoteState } from '../api/get-remote-registry-state';
import { StyledMuted } from './table-card';
import { VersionRow } from './version-row';

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
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Source</th>
            <th scope="col">Manifest URL</th>
            <th scope="col">State</th>
            <th scope="col">Loads</th>
            <th scope="col">Failure rate</th>
            <th scope="col">p75 load time</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {remote.versions.map((entry) => (
            <VersionRow key={entry.version} remote={remote} entry={entry} lockedBy={locked ? noteId : null} />
          ))}
        </tbody>
      </table>
    </>
  );
}
