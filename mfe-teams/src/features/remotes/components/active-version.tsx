import type { RemoteState } from '../api/get-remote-registry-state';
import { StatusBadge } from '../../../components/status-badge';
import { StyledMuted } from './table-card';

export type ActiveVersionProps = {
  remote: RemoteState;
  /** The id of the env override's note, which the turned-off buttons point to. */
  noteId: string;
};

/** What the server's environment makes a remote load, in words. */
function overrideWords({ version, entry }: NonNullable<RemoteState['env_override']>): string {
  const what = [version ? `version ${version}` : null, entry ? `from ${entry}` : null].filter(Boolean);
  return what.length ? `loads ${what.join(' ')}` : 'is set';
}

/**
 * A remote's active version (issue 34 item 2) and, when the server's environment overrides the
 * registry (ops' REMOTE_<NAME>_URL or _VERSION), an "Env override" badge with what it loads and
 * why the actions are off: the override wins over anything changed here.
 */
export function ActiveVersion({ remote, noteId }: ActiveVersionProps) {
  const override = remote.env_override;
  return (
    <>
      {remote.active_version}
      {override ? (
        <>
          {' '}
          <StatusBadge tone="warning">Env override</StatusBadge>
          <StyledMuted id={noteId}>
            {`The server's settings override the registry: this remote ${overrideWords(override)}. ` +
              'Changes here would not apply, so they are turned off until those settings are removed.'}
          </StyledMuted>
        </>
      ) : null}
    </>
  );
}
