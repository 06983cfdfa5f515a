import { useId } from 'react';
import { StyledButtonRow } from '../../../components/button-row';
import type { RemoteState } from '../api/get-remote-registry-state';
import { CanaryAction } from './canary-action';
import { EndCanaryAction } from './end-canary-action';
import { RollBackAction } from './roll-back-action';
import { StyledMuted } from './table-card';

export type RemoteActionsProps = {
  remote: RemoteState;
  /** The id of the env override's note when one turns every action off, else null. */
  lockedBy: string | null;
};

/**
 * A remote's actions in the "Remote registry" table (issue 34 item 2): Roll back (to its
 * previous version), Canary… and, while one runs, End canary. A button that cannot be used says
 * why, through the line it is described by: the env override's note, or a hint below.
 */
export function RemoteActions({ remote, lockedBy }: RemoteActionsProps) {
  const hintId = useId();
  const canCanary = remote.versions.some(({ version }) => version !== remote.active_version);
  const hints = lockedBy
    ? []
    : [
        remote.previous_version ? null : 'Nothing to roll back to yet.',
        canCanary ? null : 'Publish another version to start a canary.',
      ].filter((hint) => hint !== null);
  const reasonOf = (usable: boolean) => lockedBy ?? (usable ? undefined : hintId);
  return (
    <>
      <StyledButtonRow>
        <RollBackAction
          remote={remote}
          disabled={Boolean(lockedBy) || !remote.previous_version}
          describedBy={reasonOf(Boolean(remote.previous_version))}
        />
        <CanaryAction
          remote={remote}
          disabled={Boolean(lockedBy) || !canCanary}
          describedBy={reasonOf(canCanary)}
        />
        {remote.canary ? (
          <EndCanaryAction remote={remote} disabled={Boolean(lockedBy)} describedBy={lockedBy ?? undefined} />
        ) : null}
      </StyledButtonRow>
      {hints.length ? <StyledMuted id={hintId}>{hints.join(' ')}</StyledMuted> : null}
    </>
  );
}
