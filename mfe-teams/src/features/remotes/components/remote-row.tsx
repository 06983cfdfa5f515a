import { useId } from 'react';
import type { RemoteRegistryEntry } from '../api/get-remote-registry';
import type { RemoteState } from '../api/get-remote-registry-state';
import { percentLabel } from '../utils/registry-words';
import { ActiveVersion } from './active-version';
import { BrowserLoadCells } from './browser-load-cells';
import { RemoteActions } from './remote-actions';

export type RemoteRowProps = {
  remote: RemoteState;
  /** What this browser loads of it; absent when /app/remotes.json does not list it. */
  loaded: RemoteRegistryEntry | undefined;
};

/**
 * One remote of the "Remote registry" table (issue 34 item 2): name, active version (with the
 * env override that wins, which turns the actions off), canary, this browser's version and
 * reachability (issue 18), and the actions.
 */
export function RemoteRow({ remote, loaded }: RemoteRowProps) {
  const overrideNoteId = useId();
  return (
    <tr>
      <th scope="row">{remote.name}</th>
      <td>
        <ActiveVersion remote={remote} noteId={overrideNoteId} />
      </td>
      <td>
        {remote.canary ? `${remote.canary.version} for ${percentLabel(remote.canary.percent)}` : 'None'}
      </td>
      <BrowserLoadCells loaded={loaded} />
      <td>
        <RemoteActions remote={remote} lockedBy={remote.env_override ? overrideNoteId : null} />
      </td>
    </tr>
  );
}
