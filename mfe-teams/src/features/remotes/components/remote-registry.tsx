import { useAppDispatch } from '@lifeguard/shared/store/hooks';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { LoadError } from '@lifeguard/shared/ui/load-error';
import { hasStatus, NoAccess } from '../../../components/no-access';
import { checkRemoteAgain } from '../api/check-remote';
import { useGetRemoteRegistryQuery } from '../api/get-remote-registry';
import { useGetRemoteRegistryStateQuery } from '../api/get-remote-registry-state';
import { AuditSection } from './audit-section';
import { DevOverridePanel } from './dev-override-panel';
import { PublishForm } from './publish-form';
import { RemotesSection } from './remotes-section';
import { VersionsSection } from './versions-section';

/**
 * The Remotes page's content (issues 18, 34): the live registry (GET /api/admin/remotes/) with
 * what this browser loads (/app/remotes.json, read afresh) and reaches; each remote's versions;
 * Publish a version; the audit; this browser's development server. A placeholder while either
 * loads, the no-access message on the server's 403, else an error with Try Again.
 */
export function RemoteRegistryContent() {
  const dispatch = useAppDispatch();
  const state = useGetRemoteRegistryStateQuery();
  const browser = useGetRemoteRegistryQuery();
  if (state.isLoading || browser.isLoading) return <Skeleton count={3} label="Loading the remotes..." />;
  if (hasStatus(state.error, 403)) return <NoAccess />;
  if (!state.data || !browser.data) {
    const handleRetry = () => {
      if (!state.data) void state.refetch();
      if (!browser.data) void browser.refetch();
    };
    return (
      <LoadError
        title="Unable to load the remote registry."
        message="Please try again."
        onRetry={handleRetry}
        retrying={state.isFetching || browser.isFetching}
      />
    );
  }
  const handleCheckAgain = () => {
    void state.refetch();
    void browser.refetch();
    for (const { entry } of browser.data ?? []) void dispatch(checkRemoteAgain(entry));
  };
  const { remotes, audit, dev_override: devOverride, canary_rule: canaryRule } = state.data;
  const names = remotes.map(({ name }) => name);
  return (
    <>
      <RemotesSection
        remotes={remotes}
        loaded={browser.data}
        canaryRule={canaryRule}
        onCheckAgain={handleCheckAgain}
      />
      <VersionsSection remotes={remotes} />
      <PublishForm names={names} />
      <AuditSection audit={audit} />
      <DevOverridePanel names={names} override={devOverride} />
    </>
  );
}
