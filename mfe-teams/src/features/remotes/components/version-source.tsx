import type { RemoteVersionEntry } from '@lifeguard/contracts/schemas/remote-registry';
import { dateTime } from '../../../components/table-section';
import { StyledMuted } from './table-card';

export type VersionSourceProps = { entry: RemoteVersionEntry };

/**
 * Where a version comes from (issue 34 item 2): "Build" (the server's own), or "Published by"
 * whoever published it, with when below.
 */
export function VersionSource({ entry }: VersionSourceProps) {
  if (entry.source === 'build') return <>Build</>;
  return (
    <>
      {entry.published_by ? `Published by ${entry.published_by}` : 'Published'}
      {entry.published_at ? (
        <StyledMuted>
          <time dateTime={entry.published_at}>{dateTime.format(new Date(entry.published_at))}</time>
        </StyledMuted>
      ) : null}
    </>
  );
}
