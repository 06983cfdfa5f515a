import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import envSchema from 'env-schema';
import { Type, type Static } from 'typebox';
import { REMOTES, remoteEnvKeys, type RemoteEnvKey, type RemoteName } from './gateway/apps.js';

/** The repository root (api/..), home of the default DATA_DIR. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: join(repoRoot, '.data') }),
  PGLITE_SOCKET_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 5433 }),
  SECRET_KEY: Type.Optional(Type.String({ minLength: 32 })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Lifeguard <no-reply@lifeguard.local>' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  SESSION_COOKIE_SECURE: Type.Boolean({ default: false }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  LOGIN_RATE_LIMIT: Type.Integer({ minimum: 1, default: 10 }),
  PASSWORD_REQUEST_RATE_LIMIT: Type.Integer({ minimum: 1, default: 5 }),
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

/** Validated server configuration (see README "Configuration"). */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSocketPort: number;
  secretKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  sessionCookieSecure: boolean;
  logLevel: string;
  /** Requests per minute, per IP and per email, for login and password request. */
  rateLimits: { login: number; passwordRequest: number };
  /** REMOTE_<NAME>_URL and REMOTE_<NAME>_VERSION of each remote. */
  remotes: Record<RemoteName, RemoteOverride>;
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
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir,
    pgliteSocketPort: parsed.PGLITE_SOCKET_PORT,
    secretKey: parsed.SECRET_KEY ?? persistedSecretKey(dataDir),
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/+$/, ''),
    sessionCookieSecure: parsed.SESSION_COOKIE_SECURE,
    logLevel: parsed.LOG_LEVEL,
    rateLimits: {
      login: parsed.LOGIN_RATE_LIMIT,
      passwordRequest: parsed.PASSWORD_REQUEST_RATE_LIMIT,
    },
    remotes: remoteOverrides(parsed),
  };
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
