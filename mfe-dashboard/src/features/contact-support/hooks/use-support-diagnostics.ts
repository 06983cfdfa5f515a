import type { SupportDiagnostics } from '@lifeguard/contracts/schemas/support';
import { useMemo } from 'react';
import { useSearchParams } from '@lifeguard/shared/router/router';
import { supportDiagnostics } from '../utils/diagnostics';

/** The remote registry the gateway inlines into every app page (api/src/gateway/app-page.ts). */
const REGISTRY_ID = 'lifeguard-remotes';

/**
 * The diagnostic details this form would send (issue 33 item 2): the versions of the apps this
 * page loaded, and the failed request's id and the page from the link that opened the form
 * (`contactSupportHref`, query `request_id` and `page`), and this browser.
 */
export function useSupportDiagnostics(): SupportDiagnostics {
  const [params] = useSearchParams();
  const requestId = params.get('request_id');
  const page = params.get('page');
  return useMemo(
    () =>
      supportDiagnostics({
        registry: globalThis.document?.getElementById(REGISTRY_ID)?.textContent,
        requestId,
        page,
        browser: globalThis.navigator?.userAgent,
      }),
    [requestId, page],
  );
}
