import type { RemoteName } from '../gateway/apps.js';

/**
 * The validated server configuration (README "Configuration"), as loadConfig (config.ts)
 * answers it: the Config object and its parts, in the words of the code rather than of the
 * environment variables they come from (env.ts; derive.ts maps one to the other).
 */

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
   * (issue 15 §1). PUBLIC_URL, else serverOrigin (hosts.ts) of HOST and PORT.
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
