import { hrefs } from '@lifeguard/shared/routes/routes';

/** What a Contact Support link may tell the form's diagnostic details. */
export type ContactSupportContext = {
  /** The id the server gave the request that failed (its `x-request-id`). */
  requestId?: string;
  /** The page (a path) the user came from. */
  page?: string;
};

/**
 * The link to Contact Support (issue 33 item 2) carrying `context` as the query `request_id`
 * and `page`, which the form reads. Apart from the route table, which every first screen
 * loads: only the screens that link to Contact Support pay its bytes (the login budget).
 */
export function contactSupportHref({ requestId, page }: ContactSupportContext = {}): string {
  const query = new URLSearchParams({ ...(requestId && { request_id: requestId }), ...(page && { page }) });
  const search = query.toString();
  return search ? `${hrefs.contactSupport()}?${search}` : hrefs.contactSupport();
}
