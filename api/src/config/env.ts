import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { HELP_PATH } from '@lifeguard/contracts/help';
import { Type, type Static } from 'typebox';
import { REMOTES, remoteEnvKeys, type RemoteEnvKey } from '../gateway/apps.js';

/**
 * The environment the server reads (README "Configuration") as a TypeBox schema, one property a
 * variable with its default, plus REMOTE_<NAME>_URL and REMOTE_<NAME>_VERSION of each remote;
 * and its parsing. derive.ts makes the Config object of what it parses.
 */

/** The repository root (api/..), home of the default DATA_DIR. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A mail link template: an absolute http(s) URL or an absolute path, with `{key}` in it. */
const FRONTEND_URL_PATTERN = '^(https?://[^/\\s]+)?/(?!/)\\S*\\{key\\}\\S*$';

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: join(repoRoot, '.data') }),
  APPS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  EXTENSION_DIR: Type.String({ minLength: 1, default: join(repoRoot, 'extension', 'dist') }),
  PGLITE_SOCKET_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 5433 }),
  SECRET_KEY: Type.Optional(Type.String({ minLength: 32 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Lifeguard <no-reply@lifeguard.local>' }),
  // A plain address (it is also each support mail's recipient file name offline).
  SUPPORT_EMAIL: Type.String({ pattern: '^[^\\s@<>,;]+@[^\\s@<>,;]+$', default: 'support@lifeguard.local' }),
  TWILIO_ACCOUNT_SID: Type.Optional(Type.String({ pattern: '^AC[0-9a-fA-F]{32}$' })),
  TWILIO_AUTH_TOKEN: Type.Optional(Type.String({ minLength: 1 })),
  TWILIO_FROM_NUMBER: Type.Optional(Type.String({ pattern: '^\\+[1-9][0-9]{6,14}$' })),
  TWILIO_API_BASE_URL: Type.String({ pattern: '^https?://[^/]+', default: 'https://api.twilio.com' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  ALLOWED_HOSTS: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GOOGLE_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  MESSENGER_APP_ID: Type.Optional(Type.String({ minLength: 1 })),
  // An absolute path on this origin (not `//host`) or an absolute http(s) URL.
  HELP_URL: Type.String({ pattern: '^(https?://[^/\\s]+)?/(?!/)\\S*$', default: HELP_PATH }),
  OIDC_DEV_PROVIDER: Type.Boolean({ default: true }),
  SESSION_COOKIE_SECURE: Type.Boolean({ default: false }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  LOGIN_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  PASSWORD_REQUEST_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  REGISTER_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  DARKWEB_SCAN_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  THREAT_INGEST_RATE_LIMIT: Type.Integer({ minimum: 1, default: 120 }),
  MOBILE_TOKEN_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  TOKEN_REFRESH_RATE_LIMIT: Type.Integer({ minimum: 1, default: 30 }),
  REFRESH_TOKEN_ABSOLUTE_LIFETIME_DAYS: Type.Integer({ minimum: 1, default: 30 }),
  MFA_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  EMAIL_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  GMAIL_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  SUPPORT_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
  REMOTE_LOADS_RATE_LIMIT: Type.Integer({ minimum: 1, default: 60 }),
  REMOTE_CANARY_MAX_FAILURE_RATE: Type.Number({ minimum: 0, maximum: 100, default: 5 }),
  REMOTE_CANARY_MIN_LOADS: Type.Integer({ minimum: 1, default: 20 }),
  HEADLESS_FRONTEND_URL_ACCOUNT_CONFIRM_EMAIL: Type.String({
    pattern: FRONTEND_URL_PATTERN,
    default: '/app/account/verify-email/{key}',
  }),
  HEADLESS_FRONTEND_URL_ACCOUNT_RESET_PASSWORD_FROM_KEY: Type.String({
    pattern: FRONTEND_URL_PATTERN,
    default: '/app/account/reset-password/{key}',
  }),
  HEADLESS_FRONTEND_URL_TEAM_INVITATION: Type.String({
    pattern: FRONTEND_URL_PATTERN,
    default: '/app/teams/invitation/{id}?key={key}',
  }),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  AGENT_RUNS_PER_MINUTE: Type.Integer({ minimum: 1, default: 10 }),
  AGENT_MAX_CONCURRENT_RUNS: Type.Integer({ minimum: 1, default: 2 }),
  AGENT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  AGENT_STREAM_POLL_MS: Type.Integer({ minimum: 10, default: 2000 }),
  AGENT_STREAM_KEEPALIVE_MS: Type.Integer({ minimum: 10, default: 15_000 }),
  AGENT_LEASE_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  JOBS_RUN: Type.Boolean({ default: true }),
  JOBS_POLL_MS: Type.Integer({ minimum: 10, default: 1000 }),
  JOBS_LEASE_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 60_000 }),
  MIGRATE: Type.Boolean({ default: true }),
  WORKER_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8081 }),
  // true, false, a hop count, or addresses and CIDR ranges, comma-separated (see trustProxy()).
  TRUST_PROXY: Type.Optional(Type.String({ pattern: '^[0-9A-Za-z:./]+(,[0-9A-Za-z:./]+)*$' })),
  MOBILE_APP_REDIRECT_URI: Type.String({
    pattern: '^[A-Za-z][A-Za-z0-9+.-]*:[^#\\s]+$',
    default: 'lifeguard://auth/callback',
  }),
  BREACH_PROVIDER: Type.Optional(Type.Union([Type.Literal('local'), Type.Literal('dehashed')])),
  BREACH_ENCRYPTION_KEY: Type.Optional(Type.String({ minLength: 32 })),
  DEHASHED_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  DEHASHED_API_URL: Type.String({ pattern: '^https?://[^/]+', default: 'https://api.dehashed.com' }),
  LLM_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  LLM_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  LLM_MODEL: Type.Optional(Type.String({ minLength: 1 })),
});

/** An absolute URL or an absolute path (not `//host`), e.g. of a remote's mf-manifest.json. */
const RemoteUrl = Type.String({ pattern: '^(https?://[^/\\s]+)?/(?!/)\\S*$' });
const RemoteVersion = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$' });
const RemoteEnvSchema = Object.fromEntries(
  REMOTES.flatMap(({ name }) => {
    const keys = remoteEnvKeys(name);
    return [
      [keys.url, Type.Optional(RemoteUrl)],
      [keys.version, Type.Optional(RemoteVersion)],
    ];
  }),
);

/** The environment as parsed: each variable converted, defaults filled in. */
export type Env = Static<typeof EnvSchema> & Partial<Record<RemoteEnvKey, string>>;

/** Thrown by loadConfig (config.ts) with a message fit for the operator. */
export class ConfigError extends Error {}

/**
 * `env` checked against the schema: empty values count as unset, defaults are filled in,
 * numbers and booleans converted.
 * @throws ConfigError naming the offending variable.
 */
export function parseEnv(env: Record<string, string | undefined>): Env {
  try {
    const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
    const schema = Type.Object({ ...EnvSchema.properties, ...RemoteEnvSchema });
    return envSchema<Env>({ schema, data, env: false, dotenv: false });
  } catch (error) {
    const message = (error as Error).message.replaceAll('env/', '').replaceAll('env ', '');
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
}
