import { selectCurrentUser } from '@lifeguard/shared/session/session-slice';
import { useAppSelector } from '@lifeguard/shared/store/hooks';
import { Button } from '@lifeguard/shared/ui/button';
import { PageContent } from '../components/page-content';
import { ScanFailure } from '../features/start-scan/components/scan-failure';
import { ScanOverlay } from '../features/start-scan/components/scan-overlay';
import { useStartScan } from '../features/start-scan/hooks/use-start-scan';
import { ScanResults } from './scan-results';

/**
 * The dark web scan screen, /dark-web-scan (spec 001 §2): Start New Scan, a failed scan's error
 * with Try Again, the latest scan card and the scan history. While a scan runs the page is inert
 * behind the blocking overlay (spec 001 §4).
 */
export function DarkWebScanPage() {
  const isSuperuser = useAppSelector(selectCurrentUser)?.isSuperuser ?? false;
  const scan = useStartScan();
  return (
    <>
      <PageContent
        title="Dark Web Scan"
        subtitle="See where your email, name, phone number and usernames appear in known data breaches."
        inert={scan.isScanning}
        actions={
          <Button busy={scan.isScanning} onClick={scan.start}>
            Start New Scan
          </Button>
        }
      >
        {scan.error ? <ScanFailure error={scan.error} onRetry={scan.start} /> : null}
        <ScanResults isSuperuser={isSuperuser} />
      </PageContent>
      {scan.isScanning ? <ScanOverlay /> : null}
    </>
  );
}
