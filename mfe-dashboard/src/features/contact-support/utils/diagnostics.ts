import type { SupportDiagnostics } from '@lifeguard/contracts/schemas/support';

/** The contract's rules for each detail (contracts/schemas/support.ts): anything else is left out. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const PAGE = /^\/[\x21-\x7E]{0,499}$/;
const NAME_OR_VERSION = /^[\x20-\x7E]{1,64}$/;
const MAX_APPS = 20;
const MAX_BROWSER_CHARS = 500;

/** Where the diagnostic details come from, as the page has them. */
export type DiagnosticsSources = {
  /** The remote registry the gateway inlined into the page (`#lifeguard-remotes`), as JSON text. */
  registry: string | null | undefined;
  /** The failed request's id, from the link that opened the form. */
  requestId: string | null;
  /** The page the user came from, from the same link. */
  page: string | null;
  /** `navigator.userAgent`. */
  browser: string | undefined;
};

/** Each app's name and version in the registry's JSON, or none when it cannot be read. */
function appVersions(registry: string | null | undefined): NonNullable<SupportDiagnostics['app_versions']> {
  let entries: unknown;
  try {
    entries = registry ? JSON.parse(registry) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries
    .map((entry: { name?: unknown; version?: unknown } | null) => ({
      name: String(entry?.name ?? ''),
      version: String(entry?.version ?? ''),
    }))
    .filter(({ name, version }) => NAME_OR_VERSION.test(name) && NAME_OR_VERSION.test(version))
    .slice(0, MAX_APPS);
}

/**
 * The diagnostic details a support request may carry (issue 33 item 2): the apps' versions, the
 * failed request's id, the page as a path alone (its query and fragment dropped: they may hold
 * keys) and the browser; each only when well formed, so the server never refuses them. Never a
 * breached value or a token: nothing here is read from the user's data.
 */
export function supportDiagnostics({
  registry,
  requestId,
  page,
  browser,
}: DiagnosticsSources): SupportDiagnostics {
  const versions = appVersions(registry);
  const path = page?.split(/[?#]/)[0];
  return {
    ...(versions.length ? { app_versions: versions } : {}),
    ...(requestId && REQUEST_ID.test(requestId) ? { request_id: requestId } : {}),
    ...(path && PAGE.test(path) ? { page: path } : {}),
    ...(browser ? { browser: browser.slice(0, MAX_BROWSER_CHARS) } : {}),
  };
}
