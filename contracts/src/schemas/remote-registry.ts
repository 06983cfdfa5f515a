import { Type, type Static } from 'typebox';
import { REMOTES } from '../remotes.mjs';
import {
  REMOTE_LOAD_OUTCOMES,
  REMOTE_LOAD_PHASES,
  REMOTE_MANIFEST_PATTERN,
  REMOTE_REGISTRY_ACTIONS,
  REMOTE_VERSION_PATTERN,
} from '../remote-registry.js';
import { Nullable, Text } from './text.js';

/**
 * The live remote registry (issue 34 items 2–4, 6): the superusers' Remotes page under
 * `/api/admin/remotes/`, and the load reports every page sends to `/api/remotes/loads/`.
 */

const DateTime = Type.String({ format: 'date-time' });

/** A remote's name, one of the list (`@lifeguard/contracts/remotes`). */
export const RemoteNameSchema = Type.Enum(REMOTES.map(({ name }) => name));

/** A version label: starts with a digit, then letters, digits, `.`, `+` or `-`; ≤ 64. */
export const RemoteVersionSchema = Type.String({ pattern: REMOTE_VERSION_PATTERN, maxLength: 64 });

/** A manifest URL: absolute http(s), or a path on this origin (`/remotes/...`); ≤ 2000. */
export const RemoteManifestUrlSchema = Type.String({ pattern: REMOTE_MANIFEST_PATTERN, maxLength: 2000 });

/** Loads of one version over the last hour: count, failures, failure rate (%) and p75 (ms). */
export const RemoteLoadStatsSchema = Type.Object({
  loads: Type.Integer(),
  failures: Type.Integer(),
  retried: Type.Integer(),
  failure_rate: Type.Number({ description: 'Failures per 100 loads, %' }),
  p75_ms: Nullable(Type.Integer({ description: 'p75 of the whole load, ms' })),
});
export type RemoteLoadStats = Static<typeof RemoteLoadStatsSchema>;

/**
 * One version of a remote: the server's own build (`source: 'build'`, never stored, the version
 * served while none is active) or a published one, with its loads over the last hour.
 */
export const RemoteVersionEntrySchema = Type.Object({
  version: Type.String(),
  manifest_url: Type.String(),
  source: Type.Union([Type.Literal('build'), Type.Literal('published')]),
  published_by: Nullable(Type.String()),
  published_at: Nullable(DateTime),
  stats: RemoteLoadStatsSchema,
});
export type RemoteVersionEntry = Static<typeof RemoteVersionEntrySchema>;

/**
 * One remote's state: the active version (the build's while none was activated), the version a
 * rollback returns to, its canary, an environment override that wins over all (ops), every
 * version newest first.
 */
export const RemoteStateSchema = Type.Object({
  name: Type.String(),
  active_version: Type.String(),
  previous_version: Nullable(Type.String()),
  canary: Nullable(Type.Object({ version: Type.String(), percent: Type.Integer() })),
  env_override: Nullable(Type.Object({ entry: Nullable(Type.String()), version: Nullable(Type.String()) })),
  versions: Type.Array(RemoteVersionEntrySchema),
});
export type RemoteState = Static<typeof RemoteStateSchema>;

/** One row of the registry's audit: who changed what, when (`actor` is an email, `command line` or `system`). */
export const RemoteAuditEntrySchema = Type.Object({
  id: Type.Integer(),
  remote: Type.String(),
  action: Type.Enum(REMOTE_REGISTRY_ACTIONS),
  version: Nullable(Type.String()),
  from_version: Nullable(Type.String()),
  percent: Nullable(Type.Integer()),
  actor: Type.String(),
  detail: Type.String(),
  at: DateTime,
});
export type RemoteAuditEntry = Static<typeof RemoteAuditEntrySchema>;

/** The developer override of this browser (issue 34 item 6): one remote served from `entry`. */
export const RemoteDevOverrideSchema = Type.Object({ name: Type.String(), entry: Type.String() });
export type RemoteDevOverride = Static<typeof RemoteDevOverrideSchema>;

/** `GET /api/admin/remotes/`: every remote's state, the newest 50 audit rows, this browser's override, the canary rule. */
export const RemoteRegistryStateSchema = Type.Object({
  remotes: Type.Array(RemoteStateSchema),
  audit: Type.Array(RemoteAuditEntrySchema),
  dev_override: Nullable(RemoteDevOverrideSchema),
  canary_rule: Type.Object({ max_failure_rate: Type.Number(), min_loads: Type.Integer() }),
});
export type RemoteRegistryState = Static<typeof RemoteRegistryStateSchema>;

/** Path parameter of a remote. */
export const RemoteParamsSchema = Type.Object({ name: RemoteNameSchema });

/** `POST /api/admin/remotes/{name}/versions/`: publish a version at a manifest URL. */
export const RemotePublishSchema = Type.Object(
  { version: RemoteVersionSchema, manifest_url: RemoteManifestUrlSchema },
  { additionalProperties: false },
);

/** `POST /api/admin/remotes/{name}/activate/`: make a published version (or the build's) active. */
export const RemoteActivateSchema = Type.Object(
  { version: RemoteVersionSchema },
  { additionalProperties: false },
);

/** `POST /api/admin/remotes/{name}/canary/`: give `version` to `percent` % of signed-in users (1–100). */
export const RemoteCanarySchema = Type.Object(
  { version: RemoteVersionSchema, percent: Type.Integer({ minimum: 1, maximum: 100 }) },
  { additionalProperties: false },
);

/** `PUT /api/admin/remotes/dev-override/`: serve remote `name` from `entry` in this browser only. */
export const RemoteDevOverrideInputSchema = Type.Object(
  { name: RemoteNameSchema, entry: Type.String({ pattern: '^https?://[^\\s]+$', maxLength: 2000 }) },
  { additionalProperties: false },
);

/**
 * One load of a remote in a browser (issue 34 item 4): which remote and version, how it ended
 * (`loaded` at once, `retried` and saved by the bounded retry, `fallback`: the fallback panel
 * showed), the phase that failed, and each phase's time in ms.
 */
export const RemoteLoadSchema = Type.Object(
  {
    remote: RemoteNameSchema,
    version: Text({ minLength: 1, maxLength: 64 }),
    outcome: Type.Enum(REMOTE_LOAD_OUTCOMES),
    failed_phase: Type.Optional(Type.Enum(REMOTE_LOAD_PHASES)),
    manifest_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
    entry_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
    expose_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
    total_ms: Type.Integer({ minimum: 0, maximum: 600_000 }),
  },
  { additionalProperties: false },
);
export type RemoteLoad = Static<typeof RemoteLoadSchema>;

/** `POST /api/remotes/loads/` body: a batch of 1–20 loads. */
export const RemoteLoadReportSchema = Type.Object(
  { loads: Type.Array(RemoteLoadSchema, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);
export type RemoteLoadReport = Static<typeof RemoteLoadReportSchema>;
