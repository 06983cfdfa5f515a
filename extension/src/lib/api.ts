import type { AnalyticsEvent } from '@lifeguard/contracts/schemas/analytics';
import type { HeartbeatAnswer, HeartbeatRequest } from '@lifeguard/contracts/schemas/integrations';
import type { Blocklist, BlocklistBrand as Brand } from '@lifeguard/contracts/schemas/web-protection';
import type { IngestThreatRequest } from '@lifeguard/contracts/schemas/threats';
import type { NavigationDecision } from './blocklist';
import { ApiError } from './errors';
import type { AuthorizedFetch } from './tokens';

/** The extension's endpoints (bearer-authenticated, no CSRF check). */
export const HEARTBEAT_PATH = '/integrations/api/extension/heartbeat/';
export const INGEST_PATH = '/threats/api/events/ingest/';
export const BLOCKLIST_PATH = '/integrations/api/extension/blocklist/';
export const EVENTS_PATH = '/integrations/api/extension/events/';

/**
 * The blocklist the server serves (GET /integrations/api/extension/blocklist/, contracts
 * BlocklistSchema): its `version` (also its ETag), malicious `hosts`, and the brands lookalikes
 * are judged against.
 */
export type { Blocklist };

/** A blocklist download: unchanged since `etag` (304), or a new list and its ETag to send next time. */
export type BlocklistResult =
  { status: 'not_modified' } | { status: 'updated'; blocklist: Blocklist; etag: string };

/** A block to report: the decision's host and reason, and when it happened. */
export type BlockReport = Extract<NavigationDecision, { blocked: true }> & { detectedAt: Date };

/** SHA-256 of a text as lowercase hex. */
export type Digest = (text: string) => Promise<string>;

const sha256Hex: Digest = async (text) => {
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isBrand = (value: unknown): value is Brand => {
  const brand = value as Brand;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof brand.token === 'string' &&
    brand.token.length > 0 &&
    typeof brand.name === 'string' &&
    isStringArray(brand.domains)
  );
};

/**
 * The blocklist in a 200 body, checked field by field (it decides what gets blocked).
 * @throws TypeError for a body of another shape.
 */
export function parseBlocklist(body: unknown): Blocklist {
  const { version, hosts, brands } = (body ?? {}) as Record<string, unknown>;
  const versionText = typeof version === 'number' ? String(version) : version;
  if (
    typeof versionText !== 'string' ||
    !isStringArray(hosts) ||
    !Array.isArray(brands) ||
    !brands.every(isBrand)
  ) {
    throw new TypeError('Not a Lifeguard blocklist');
  }
  return { version: versionText, hosts, brands };
}

/**
 * The day's deduplication key of a block: one timeline event per host, reason and UTC day
 * however often the user meets it (the ingest answers 200 with the stored event for a known
 * `external_id`). Hashed so it stays short whatever the host's length.
 */
export async function blockExternalId(block: BlockReport, digest: Digest = sha256Hex): Promise<string> {
  const day = block.detectedAt.toISOString().slice(0, 10);
  const hash = await digest(`${block.host}\n${block.reason}\n${day}`);
  return `chrome_extension:block:${hash.slice(0, 40)}`;
}

/**
 * The ingest body of a block (issue 32 "Every block is reported"), an event of the
 * `chrome_extension` whose only trace of the browsing is the blocked host (as `https://host/`,
 * never the full URL; issue 32 "Privacy"). A lookalike is `phishing` (category
 * `lookalike_domain`); a listed host is `url` (category `malicious_website`, as the demo data
 * writes it), since the bundled feed lists malware sites, not only phishing. The server writes
 * the description ("Phishing website blocked: host", "Dangerous website blocked: host"); the
 * assistant reads the finding and checks the host itself.
 */
export async function ingestBodyOf(
  block: BlockReport,
  digest: Digest = sha256Hex,
): Promise<IngestThreatRequest> {
  const lookalike = block.reason === 'lookalike';
  const finding = lookalike
    ? { scam_type: 'lookalike_domain', description: `${block.host} imitates ${block.brand.name}` }
    : {
        threat_type: 'malicious_website',
        description: `${block.host} is on Lifeguard's list of dangerous websites`,
      };
  return {
    external_id: await blockExternalId(block, digest),
    threat_type: lookalike ? 'phishing' : 'url',
    severity: 'high',
    source_system: 'chrome_extension',
    detected_at: block.detectedAt.toISOString(),
    threat_category: lookalike ? 'lookalike_domain' : 'malicious_website',
    threat_identifier: block.host,
    threat_data: { url: `https://${block.host.includes(':') ? `[${block.host}]` : block.host}/` },
    analysis: { is_threat: true, risk_level: 'high', findings: [finding] },
  };
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * The Lifeguard calls of the extension, over the authorized fetch (tokens.ts), which holds the
 * configured origin and the bearer token. Each rejects with SignedOutError when signed out,
 * ApiError for an unexpected answer, TypeError when the network fails.
 */
export function createLifeguardApi(authorizedFetch: AuthorizedFetch, digest: Digest = sha256Hex) {
  return {
    /**
     * POST /integrations/api/extension/heartbeat/ `{version?, browser?}`: the extension reports
     * in, which turns Web Protection active and healthy (spec 001 §4). Sent on connect and then
     * periodically. Answers the account signed in (its email, for the popup).
     */
    async sendHeartbeat(about: HeartbeatRequest): Promise<HeartbeatAnswer> {
      const response = await authorizedFetch(HEARTBEAT_PATH, postJson(about));
      const body = (response.ok ? await response.json() : null) as HeartbeatAnswer | null;
      if (typeof body?.account?.email !== 'string') throw new ApiError(response.status, HEARTBEAT_PATH);
      return body;
    },

    /**
     * POST /threats/api/events/ingest/ of a block (ingestBodyOf). `created` is false when the
     * day's event for this host and reason was already stored (200 instead of 201).
     */
    async reportBlock(block: BlockReport): Promise<{ created: boolean }> {
      const response = await authorizedFetch(INGEST_PATH, postJson(await ingestBodyOf(block, digest)));
      if (response.status !== 200 && response.status !== 201)
        throw new ApiError(response.status, INGEST_PATH);
      return { created: response.status === 201 };
    },

    /**
     * GET /integrations/api/extension/blocklist/ with `If-None-Match: etag` when one is known:
     * `not_modified` on 304, else the new list and the ETag to send next time (the response's,
     * or the quoted version when it has none).
     */
    async fetchBlocklist(etag?: string | null): Promise<BlocklistResult> {
      const headers: Record<string, string> = etag ? { 'If-None-Match': etag } : {};
      const response = await authorizedFetch(BLOCKLIST_PATH, { headers });
      if (response.status === 304) return { status: 'not_modified' };
      if (!response.ok) throw new ApiError(response.status, BLOCKLIST_PATH);
      const blocklist = parseBlocklist(await response.json());
      return { status: 'updated', blocklist, etag: response.headers.get('ETag') ?? `"${blocklist.version}"` };
    },

    /**
     * POST /integrations/api/extension/events/ `{events}`: the extension's lifecycle analytics
     * (spec 000 §1, issue 32 item 5), stored with the signed-in user. 1 to 100 events.
     */
    async sendEvents(events: AnalyticsEvent[]): Promise<void> {
      const response = await authorizedFetch(EVENTS_PATH, postJson({ events }));
      if (response.status !== 202) throw new ApiError(response.status, EVENTS_PATH);
    },
  };
}

export type LifeguardApi = ReturnType<typeof createLifeguardApi>;
