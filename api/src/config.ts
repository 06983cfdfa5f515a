import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { HELP_PATH } from '@lifeguard/contracts/help';
import { Type, type Static } from 'typebox';
import { REMOTES, remoteEnvKeys, type RemoteEnvKey, type RemoteName } from './gateway/apps.js';

/** The repository root (api/..), home of the default DATA_DIR. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

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

type Env = Static<typeof EnvSchema> & Partial<Record<RemoteEnvKey, string>>;

/** Overrides of one remote's entry in /app/remotes.json (unset: the gateway's local build). */
export type RemoteOverride = { url: string | undefined; version: string | undefined };

/** Twilio Messaging account (TWILIO_*): `fromNumber` is E.164, `apiBaseUrl` has no final slash. */
export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  apiBaseUrl: string;
};

/** OAuth client registered with Google (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET). */
export type GoogleClientConfig = { clientId: string; clientSecret: string };

/**
 * Breach search of the dark web scan (spec 001 §3): the DeHashed v2 API or the local corpus.
 * `encryptionKey` (BREACH_ENCRYPTION_KEY, else SECRET_KEY) is the root of the keys sealing
 * breached values at rest; `dehashed.apiUrl` has no final slash.
 */
export type BreachConfig = {
  provider: 'local' | 'dehashed';
  encryptionKey: string;
  dehashed: { apiKey: string; apiUrl: string } | undefined;
};

/**
 * An OpenAI-compatible chat-completions API for the assistant (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL; issue 12): `baseUrl` is the API root without a final slash (e.g.
 * `https://api.openai.com/v1`), `model` the model id it serves.
 */
export type LlmConfig = { baseUrl: string; apiKey: string; model: string };

/**
 * Limits of the security assistant (issue 12, spec 001 §4 "Agent run"): runs a minute and runs
 * at once per user (past either, 429), a run's timeout, and the stream's safety poll and
 * keep-alive comment intervals, all in ms but the counts.
 */
export type AgentLimits = {
  runsPerMinute: number;
  maxConcurrentRuns: number;
  timeoutMs: number;
  streamPollMs: number;
  streamKeepAliveMs: number;
  /** How long a run is leased at a time, ms (AGENT_LEASE_MS): a dead process holds it that long. */
  leaseMs: number;
};

/** The mail link templates of {@link Config.frontendUrls}. */
export type FrontendUrls = {
  accountConfirmEmail: string;
  accountResetPasswordFromKey: string;
  teamInvitation: string;
};

/** Validated server configuration (see README "Configuration"). */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The unpacked browser extension offered for download (issue 32); `npm start` builds it. */
  extensionDir: string;
  pgliteSocketPort: number;
  secretKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where support requests are mailed (SUPPORT_EMAIL; issue 33 item 2), with Reply-To the user. */
  supportEmail: string;
  /** Text messages go through Twilio when set, else to files under DATA_DIR/sms/. */
  twilio: TwilioConfig | undefined;
  /**
   * The origin users see, without a final slash: the only source of links and redirect URIs
   * (issue 15 §1). PUBLIC_URL, else {@link serverOrigin} of HOST and PORT.
   */
  publicUrl: string;
  /**
   * Host names (lowercase, no port) a request's Host header may name; any other answers 400
   * `disallowed_host` (plugins/allowed-hosts.ts). ALLOWED_HOSTS, else localhost and 127.0.0.1;
   * the PUBLIC_URL host always.
   */
  allowedHosts: string[];
  /**
   * Google sign-in (spec 000 §4): Google's OpenID Connect when `google` is set, else the local
   * development provider when `devProvider`, else unavailable.
   */
  oidc: { google: GoogleClientConfig | undefined; devProvider: boolean };
  /** The support messenger's app id (MESSENGER_APP_ID): its origins are allowed by the CSP. */
  messengerAppId: string | undefined;
  /**
   * Where "Help and Support" leads (HELP_URL; issue 33 item 1): our own help centre, `/help/`, by
   * default; a path on this origin or an absolute http(s) URL. Inlined into the app pages.
   */
  helpUrl: string;
  breach: BreachConfig;
  /** The assistant's language model when all of LLM_* are set; else the built-in security agent. */
  llm: LlmConfig | undefined;
  /**
   * Where the mobile app's sign-in handoff sends the browser, with `?code=` added (spec 000 §4
   * mobile mode): an absolute URI with a scheme and no fragment, usually the app's own scheme.
   */
  mobileAppRedirectUri: string;
  /** Days an extension or mobile sign-in refreshes at most, however active (issue 30 F2). */
  refreshTokenAbsoluteDays: number;
  sessionCookieSecure: boolean;
  logLevel: string;
  /**
   * Requests per minute, per IP and per email, for login and password request; per IP for
   * registration by email; per user for dark web scans and for threats the extension reports;
   * per IP for the mobile app's code exchange.
   */
  rateLimits: {
    login: number;
    passwordRequest: number;
    register: number;
    darkwebScan: number;
    threatIngest: number;
    mobileToken: number;
    tokenRefresh: number;
    /** Second-factor codes and reauthentications, per minute per user (issue 16 §6). */
    mfa: number;
    /** Email address changes and verification mails, per minute per user (issue 16 §3). */
    email: number;
    /** Gmail consent links and syncs asked for, per minute per user (issue 14). */
    gmail: number;
    /** Support requests, per minute per IP and per user or reply address (issue 33 item 2). */
    support: number;
    /** Batches of remote load reports, per minute per IP (issue 34 item 4). */
    remoteLoads: number;
  };
  /**
   * The canary rule (issue 34 item 4): a canary is rolled back automatically when more than
   * `maxFailureRate` % (REMOTE_CANARY_MAX_FAILURE_RATE) of at least `minLoads`
   * (REMOTE_CANARY_MIN_LOADS) signed-in loads in the last hour failed.
   */
  remoteCanary: { maxFailureRate: number; minLoads: number };
  /**
   * Where mailed links lead (allauth's HEADLESS_FRONTEND_URLS; issue 16 §7): templates with
   * `{key}` (and `{id}` for invitations), absolute, or paths on the public origin. Defaults are
   * our own routes.
   */
  frontendUrls: FrontendUrls;
  /** REMOTE_<NAME>_URL and REMOTE_<NAME>_VERSION of each remote. */
  remotes: Record<RemoteName, RemoteOverride>;
  /**
   * The apps' builds as their services keep them under compose (APPS_DIR, issue 18:
   * `<dir>/versions/<version>/` and `<dir>/current`, ops/app/entrypoint.sh); unset: each app's
   * `dist/` in the repository, as `npm start` builds them.
   */
  appsDir: string | undefined;
  /** Redis for live assistant events across processes (REDIS_URL); else see agents/bus/. */
  redisUrl: string | undefined;
  agents: AgentLimits;
  /**
   * Background jobs (issue 14, modules/jobs): whether this process runs due jobs (JOBS_RUN; the
   * queue is usable either way) and how often the loop looks for them, in ms (JOBS_POLL_MS);
   * how long a job is leased at a time, in ms (JOBS_LEASE_MS): a process that dies holds its job
   * that long before another takes it over;
   * `workerPort` is where `npm run worker` answers its health check (WORKER_PORT, on HOST).
   */
  jobs: { run: boolean; pollMs: number; leaseMs: number; workerPort: number };
  /**
   * Whether opening the server's database applies the committed migrations (MIGRATE, default
   * true). Replicas under compose set it false (issue 18): the one-shot `npm run migrate` does
   * it, and a replica refuses to start on a database missing a migration it knows.
   */
  migrate: boolean;
  /**
   * Fastify's `trustProxy` (TRUST_PROXY): which proxies' X-Forwarded-For to believe for the
   * client's address (`request.ip`, the key of per-IP rate limits and the devices list):
   * false (none, the default), true (any), a hop count, or addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
};

/** Thrown by {@link loadConfig} with a message fit for the operator. */
export class ConfigError extends Error {}

/**
 * Reads and validates the environment. SECRET_KEY, when unset, is generated once and kept in
 * DATA_DIR/secret-key so sessions and tokens survive restarts.
 * @throws ConfigError naming the offending variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  let parsed: Env;
  try {
    const data = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
    const schema = Type.Object({ ...EnvSchema.properties, ...RemoteEnvSchema });
    parsed = envSchema<Env>({ schema, data, env: false, dotenv: false });
  } catch (error) {
    const message = (error as Error).message.replaceAll('env/', '').replaceAll('env ', '');
    throw new ConfigError(`Invalid configuration: ${message}`);
  }
  const dataDir = resolve(parsed.DATA_DIR);
  const secretKey = parsed.SECRET_KEY ?? persistedSecretKey(dataDir);
  const publicUrl = parsed.PUBLIC_URL?.replace(/\/+$/, '') ?? serverOrigin(parsed.HOST, parsed.PORT);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    extensionDir: resolve(parsed.EXTENSION_DIR),
    pgliteSocketPort: parsed.PGLITE_SOCKET_PORT,
    secretKey,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL,
    twilio: twilioConfig(parsed),
    publicUrl,
    allowedHosts: allowedHosts(parsed.ALLOWED_HOSTS, publicUrl),
    oidc: oidcConfig(parsed),
    messengerAppId: parsed.MESSENGER_APP_ID,
    helpUrl: parsed.HELP_URL,
    breach: breachConfig(parsed, secretKey),
    llm: llmConfig(parsed),
    mobileAppRedirectUri: mobileAppRedirectUri(parsed.MOBILE_APP_REDIRECT_URI),
    refreshTokenAbsoluteDays: parsed.REFRESH_TOKEN_ABSOLUTE_LIFETIME_DAYS,
    sessionCookieSecure: parsed.SESSION_COOKIE_SECURE,
    logLevel: parsed.LOG_LEVEL,
    rateLimits: {
      login: parsed.LOGIN_RATE_LIMIT,
      passwordRequest: parsed.PASSWORD_REQUEST_RATE_LIMIT,
      register: parsed.REGISTER_RATE_LIMIT,
      darkwebScan: parsed.DARKWEB_SCAN_RATE_LIMIT,
      threatIngest: parsed.THREAT_INGEST_RATE_LIMIT,
      mobileToken: parsed.MOBILE_TOKEN_RATE_LIMIT,
      tokenRefresh: parsed.TOKEN_REFRESH_RATE_LIMIT,
      mfa: parsed.MFA_RATE_LIMIT,
      email: parsed.EMAIL_RATE_LIMIT,
      gmail: parsed.GMAIL_RATE_LIMIT,
      support: parsed.SUPPORT_RATE_LIMIT,
      remoteLoads: parsed.REMOTE_LOADS_RATE_LIMIT,
    },
    remoteCanary: {
      maxFailureRate: parsed.REMOTE_CANARY_MAX_FAILURE_RATE,
      minLoads: parsed.REMOTE_CANARY_MIN_LOADS,
    },
    frontendUrls: {
      accountConfirmEmail: parsed.HEADLESS_FRONTEND_URL_ACCOUNT_CONFIRM_EMAIL,
      accountResetPasswordFromKey: parsed.HEADLESS_FRONTEND_URL_ACCOUNT_RESET_PASSWORD_FROM_KEY,
      teamInvitation: parsed.HEADLESS_FRONTEND_URL_TEAM_INVITATION,
    },
    remotes: remoteOverrides(parsed),
    appsDir: parsed.APPS_DIR,
    redisUrl: parsed.REDIS_URL,
    agents: {
      runsPerMinute: parsed.AGENT_RUNS_PER_MINUTE,
      maxConcurrentRuns: parsed.AGENT_MAX_CONCURRENT_RUNS,
      timeoutMs: parsed.AGENT_TIMEOUT_MS,
      streamPollMs: parsed.AGENT_STREAM_POLL_MS,
      streamKeepAliveMs: parsed.AGENT_STREAM_KEEPALIVE_MS,
      leaseMs: parsed.AGENT_LEASE_MS,
    },
    jobs: {
      run: parsed.JOBS_RUN,
      pollMs: parsed.JOBS_POLL_MS,
      leaseMs: parsed.JOBS_LEASE_MS,
      workerPort: parsed.WORKER_PORT,
    },
    migrate: parsed.MIGRATE,
    trustProxy: trustProxy(parsed.TRUST_PROXY),
  };
}

/**
 * {@link loadConfig} for an entry point (the server, the worker): an invalid configuration is
 * printed as its one-line message and the process exits with status 1.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** TRUST_PROXY: `true`/`false`, a hop count, or comma-separated addresses and CIDR ranges. */
function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^[0-9]+$/.test(value) ? Number(value) : value.split(',');
}

const LOOPBACK_OR_ANY = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

/**
 * The server's own origin for HOST and PORT: `http://localhost:PORT` for a loopback or
 * unspecified address (browsers and README use localhost, and cookies are per host), else
 * `http://HOST:PORT` (an IPv6 address in brackets).
 */
export function serverOrigin(host: string, port: number): string {
  if (LOOPBACK_OR_ANY.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** A host name as a Host header or ALLOWED_HOSTS entry names it, lowercased, port dropped. */
export function hostName(value: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/i.exec(value.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** ALLOWED_HOSTS (comma-separated host names, a port is ignored) plus the PUBLIC_URL host. */
function allowedHosts(list: string | undefined, publicUrl: string): string[] {
  const names = (list ?? 'localhost,127.0.0.1').split(',').filter((entry) => entry.trim());
  const hosts = names.map((entry) => {
    const name = hostName(entry);
    if (!name) throw new ConfigError(`Invalid configuration: ALLOWED_HOSTS entry "${entry.trim()}"`);
    return name;
  });
  return [...new Set([new URL(publicUrl).hostname, ...hosts])];
}

/** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER: all or none. */
function twilioConfig(parsed: Env): TwilioConfig | undefined {
  const accountSid = parsed.TWILIO_ACCOUNT_SID;
  const authToken = parsed.TWILIO_AUTH_TOKEN;
  const fromNumber = parsed.TWILIO_FROM_NUMBER;
  if (!accountSid && !authToken && !fromNumber) return undefined;
  if (!accountSid || !authToken || !fromNumber) {
    throw new ConfigError(
      'Invalid configuration: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER together',
    );
  }
  const apiBaseUrl = parsed.TWILIO_API_BASE_URL.replace(/\/+$/, '');
  return { accountSid, authToken, fromNumber, apiBaseUrl };
}

/** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: both or neither; Google replaces the dev provider. */
function oidcConfig(parsed: Env): Config['oidc'] {
  const clientId = parsed.GOOGLE_CLIENT_ID;
  const clientSecret = parsed.GOOGLE_CLIENT_SECRET;
  if (!clientId !== !clientSecret) {
    throw new ConfigError('Invalid configuration: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together');
  }
  const google = clientId && clientSecret ? { clientId, clientSecret } : undefined;
  return { google, devProvider: !google && parsed.OIDC_DEV_PROVIDER };
}

/** DeHashed when DEHASHED_API_KEY is set, unless BREACH_PROVIDER says otherwise. */
function breachConfig(parsed: Env, secretKey: string): BreachConfig {
  const apiKey = parsed.DEHASHED_API_KEY;
  const provider = parsed.BREACH_PROVIDER ?? (apiKey ? 'dehashed' : 'local');
  if (provider === 'dehashed' && !apiKey) {
    throw new ConfigError('Invalid configuration: BREACH_PROVIDER=dehashed needs DEHASHED_API_KEY');
  }
  const apiUrl = parsed.DEHASHED_API_URL.replace(/\/+$/, '');
  return {
    provider,
    encryptionKey: parsed.BREACH_ENCRYPTION_KEY ?? secretKey,
    dehashed: apiKey ? { apiKey, apiUrl } : undefined,
  };
}

/** LLM_BASE_URL, LLM_API_KEY and LLM_MODEL: all three or none. */
function llmConfig(parsed: Env): LlmConfig | undefined {
  const { LLM_BASE_URL: baseUrl, LLM_API_KEY: apiKey, LLM_MODEL: model } = parsed;
  if (!baseUrl && !apiKey && !model) return undefined;
  if (!baseUrl || !apiKey || !model) {
    throw new ConfigError('Invalid configuration: set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together');
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model };
}

/**
 * MOBILE_APP_REDIRECT_URI as the URL parser reads it: absolute, with a scheme, no fragment
 * (the code goes into its query), and not a scheme that runs code in the page.
 */
function mobileAppRedirectUri(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || url.hash || value.includes('#') || /^(javascript|data|vbscript):$/i.test(url.protocol)) {
    throw new ConfigError(
      'Invalid configuration: MOBILE_APP_REDIRECT_URI must be an absolute URI with a scheme and no fragment',
    );
  }
  return url.href;
}

function remoteOverrides(parsed: Env): Config['remotes'] {
  const entries = REMOTES.map(({ name }) => {
    const keys = remoteEnvKeys(name);
    return [name, { url: parsed[keys.url], version: parsed[keys.version] }];
  });
  return Object.fromEntries(entries) as Config['remotes'];
}

function persistedSecretKey(dataDir: string): string {
  const file = join(dataDir, 'secret-key');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const key = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}
