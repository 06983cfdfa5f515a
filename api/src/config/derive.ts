import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES, remoteEnvKeys } from '../gateway/apps.js';
import { ConfigError, type Env } from './env.js';
import { allowedHosts, serverOrigin, trustProxy } from './hosts.js';
import type { BreachConfig, Config, LlmConfig, TwilioConfig } from './types.js';

/**
 * The Config object of a parsed environment (env.ts): paths resolved, URLs without a final
 * slash, the settings that go together checked together. SECRET_KEY, when unset, is generated
 * once and kept in DATA_DIR/secret-key so sessions and tokens survive restarts.
 * @throws ConfigError naming the offending variables.
 */
export function deriveConfig(parsed: Env): Config {
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

/** REMOTE_<NAME>_URL and REMOTE_<NAME>_VERSION of each remote, unset ones undefined. */
function remoteOverrides(parsed: Env): Config['remotes'] {
  const entries = REMOTES.map(({ name }) => {
    const keys = remoteEnvKeys(name);
    return [name, { url: parsed[keys.url], version: parsed[keys.version] }];
  });
  return Object.fromEntries(entries) as Config['remotes'];
}

/** DATA_DIR/secret-key, made (48 random bytes, base64url, mode 0600) by the first process. */
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
