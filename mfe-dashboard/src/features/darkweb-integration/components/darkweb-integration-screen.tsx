import { useGetScansQuery } from '@lifeguard/shared/darkweb/scans-api';
import { hrefs } from '@lifeguard/shared/routes/routes';
import { ButtonLink } from '@lifeguard/shared/ui/button';
import { Skeleton } from '@lifeguard/shared/ui/skeleton';
import { IntegrationStatus, type IntegrationStatusSource } from '../../../components/integration-status';
import { IntegrationScreen } from '../../../components/integration-screen';
import { Panel } from '../../../components/panel';
import { QueryContent } from '../../../components/query-content';
import { LatestScanSummary } from './latest-scan-summary';
import { MonitoringActivation } from './monitoring-activation';

export type DarkwebIntegrationScreenProps = IntegrationStatusSource & {
  /** Activates the darkweb integration; absent when the user has none. */
  onActivate?: () => void;
  activating: boolean;
};

/**
 * /integrations/darkweb, route darkweb-integration (spec 001 §2): what dark web monitoring does,
 * its status (§4 label rule) and how it turns on, and the latest scan (§3) with the way to run
 * one at /dark-web-scan. Scans come from the shared scans API; a scan made stale refetches here.
 */
export function DarkwebIntegrationScreen({
  integrationsQuery,
  status,
  onActivate,
  activating,
}: DarkwebIntegrationScreenProps) {
  const scans = useGetScansQuery();
  return (
    <IntegrationScreen
      title="Dark Web Monitoring"
      intro={
        <p>
          When a company is breached, stolen emails, passwords, phone numbers and addresses end up for sale on
          the dark web, where scammers buy them. Dark Web Monitoring searches known data breaches for your
          email, name and phone number, and shows what was exposed so you can change those passwords before
          anyone uses them.
        </p>
      }
    >
      <Panel title="Monitoring status">
        <IntegrationStatus query={integrationsQuery} status={status}>
          <MonitoringActivation
            complete={status.complete}
            hasScans={scans.data ? scans.data.length > 0 : undefined}
            onActivate={onActivate}
            activating={activating}
          />
        </IntegrationStatus>
      </Panel>
      <Panel title="Latest scan">
        <QueryContent
          query={scans}
          placeholder={<Skeleton label="Loading your scans..." />}
          errorTitle="Failed to load scan history."
        >
          <LatestScanSummary scan={scans.data?.[0]} />
        </QueryContent>
        <ButtonLink to={hrefs.darkWebScan()}>Run a dark web scan</ButtonLink>
      </Panel>
    </IntegrationScreen>
  );
}
