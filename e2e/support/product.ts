/**
 * Starting Lifeguard as `npm start` runs it, for the browser tests and the bundle benchmark:
 * environment, ports, a fresh DATA_DIR, users through the `createuser` command, and the mail the
 * server writes to DATA_DIR/mail. Used by playwright.config.ts (webServer), the fixtures and
 * bench/bundle-size.ts, so both start the product the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/** The repository root (e2e/..). */
export const REPO_ROOT = resolve(__dirname, '..', '..');

/** Debian's Chromium (ARCHITECTURE "Browser tests"); Playwright's own download cannot work here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for Chromium in a container, without sandbox, GPU or any call home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where and how one started product runs. */
export type ProductSettings = {
  /** HTTP port of the server (API + gateway). */
  port: number;
  /** Loopback port on which the server shares its embedded PGlite with the CLI tools. */
  pgliteSocketPort: number;
  /** A fresh DATA_DIR: embedded database, secret key, written mail. */
  dataDir: string;
};

/** `http://127.0.0.1:<port>`: the product's origin (loopback only). */
export function baseUrl(settings: Pick<ProductSettings, 'port'>): string {
  return `http://127.0.0.1:${settings.port}`;
}

/** A new empty DATA_DIR under the system's temporary folder. */
export function freshDataDir(purpose: string): string {
  return mkdtempSync(join(tmpdir(), `lifeguard-${purpose}-`));
}

/** Removes a DATA_DIR made by {@link freshDataDir}, unless KEEP_E2E_DATA is set. */
export function removeDataDir(dataDir: string): void {
  if (process.env.KEEP_E2E_DATA) {
    console.log(`Keeping the test data in ${dataDir} (KEEP_E2E_DATA is set)`);
    return;
  }
  if (dataDir.startsWith(tmpdir())) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The limits the browser suites raise to 1000: per address (every test's browser is 127.0.0.1),
 * per email (many sign-ins), and per user (the demo family is many tests', issue 29).
 */
export const RAISED_LIMITS = Object.fromEntries(
  [
    'LOGIN_RATE_LIMIT',
    'PASSWORD_REQUEST_RATE_LIMIT',
    'REGISTER_RATE_LIMIT',
    'EMAIL_RATE_LIMIT',
    'THREAT_INGEST_RATE_LIMIT',
    'DARKWEB_SCAN_RATE_LIMIT',
    'AGENT_RUNS_PER_MINUTE',
    'MOBILE_TOKEN_RATE_LIMIT',
    'TOKEN_REFRESH_RATE_LIMIT',
    'SUPPORT_RATE_LIMIT',
    'REMOTE_LOADS_RATE_LIMIT',
  ].map((name) => [name, '1000']),
);

/**
 * The canary rule's minimum of loads in the product the browser tests run (issue 34 item 4;
 * default 20): a failing canary is judged after this many page loads.
 */
export const E2E_CANARY_MIN_LOADS = 4;

/**
 * The server's environment: its own port and DATA_DIR, the PGlite socket on another port (so a
 * developer's running server on 5433 does not clash), limits high enough for many sign-ins
 * from one address, quiet logs, and the embedded database as `npm start` uses it (never a
 * DATABASE_URL, which would point the server and the createuser CLI at different databases).
 * Everything else is inherited (PATH, HOME, ...).
 */
export function productEnv(settings: ProductSettings): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[0] !== 'DATABASE_URL',
    ),
  );
  return {
    ...inherited,
    // Empty counts as unset (api/src/config.ts). Set explicitly because Playwright's webServer
    // merges its `env` over process.env, which in CI carries DATABASE_URL. The stack's suite
    // (stack.config.ts) points the CLI tools at the stack's PostgreSQL database instead.
    DATABASE_URL: process.env.LIFEGUARD_E2E_DATABASE_URL ?? '',
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    // The origin the browser uses: links and the Google flow's callback must come back to it
    // (cookies are per host; the default PUBLIC_URL would be http://localhost:<port>).
    PUBLIC_URL: baseUrl(settings),
    DATA_DIR: settings.dataDir,
    PGLITE_SOCKET_PORT: String(settings.pgliteSocketPort),
    ...RAISED_LIMITS,
    REMOTE_CANARY_MIN_LOADS: String(E2E_CANARY_MIN_LOADS),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
}

/** The command that starts the product from the repository root (what `npm start` runs). */
export const START_ARGS = ['scripts/start.mjs'];

/** The first start builds the three apps on a busy machine: allow 5 minutes (override: E2E_START_TIMEOUT_MS). */
export const START_TIMEOUT_MS = Number(process.env.E2E_START_TIMEOUT_MS ?? 5 * 60_000);

/** A URL that answers 200 once the server listens (and the builds are done). */
export const READY_PATH = '/app/remotes.json';

/** A product started by {@link startProduct}. */
export type RunningProduct = ProductSettings & { url: string; stop: () => Promise<void> };

/**
 * Starts `node scripts/start.mjs` (building what is stale) in its own process group, and waits
 * until {@link READY_PATH} answers. Output goes to this process's stderr. `stop()` sends
 * SIGTERM to the group (the server shuts down gracefully), SIGKILL after 10 s.
 */
export async function startProduct(settings: ProductSettings): Promise<RunningProduct> {
  const url = baseUrl(settings);
  if (await answers(`${url}${READY_PATH}`)) {
    throw new Error(`Something already answers on ${url}: stop it, or choose another port`);
  }
  const child = spawn(process.execPath, START_ARGS, {
    cwd: REPO_ROOT,
    env: productEnv(settings),
    stdio: ['ignore', process.stderr, process.stderr],
    detached: true,
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const stop = () => stopGroup(child, exited);
  const deadline = Date.now() + START_TIMEOUT_MS;
  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`The product exited with code ${ended} before answering`);
    if (await answers(`${url}${READY_PATH}`)) return { ...settings, url, stop };
    await sleep(500);
  }
  await stop();
  throw new Error(`The product did not answer ${url}${READY_PATH} within ${START_TIMEOUT_MS} ms`);
}

/** Whether `url` answers 2xx. */
async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function stopGroup(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** A user made by {@link createUser}. */
export type TestUser = { email: string; password: string; firstName: string; lastName: string };

let userCounter = 0;

/** A unique, valid address for a new test user; `label` says what it is for. */
export function uniqueEmail(label: string): string {
  const slug =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 32) || 'user';
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${(userCounter++).toString(36)}`;
  return `e2e-${slug}-${unique}@example.com`;
}

/** What a test asks of a new user; the rest is made up. */
export type NewTestUser = Partial<TestUser> & { label?: string; superuser?: boolean };

/** Creates users for the tests of one worker (see {@link userFactory}). */
export type UserFactory = {
  /** Creates a user. @throws Error with the command's answer when it refuses. */
  create(user?: NewTestUser): Promise<TestUser>;
  /** Ends the command (its input), waiting for it to exit. */
  close(): Promise<void>;
};

/**
 * Creates users as `npm run createuser` does, in the running product's database (its PGlite
 * socket, or the stack's DATABASE_URL), through one `createuser --stdin` process
 * (api/src/cli/createuser.ts) kept for many users: a line in, a JSON line out, in order. One
 * such process costs what one `createuser` did; each user then costs a password hash.
 */
export function userFactory(settings: ProductSettings): UserFactory {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/createuser.ts', '--stdin'], {
    cwd: join(REPO_ROOT, 'api'),
    env: productEnv(settings),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  type Waiting = { resolve: () => void; reject: (error: Error) => void };
  const waiting: Waiting[] = [];
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as { email: string; id?: number; error?: string };
    const next = waiting.shift();
    if (answer.error) next?.reject(new Error(`createuser ${answer.email} refused: ${answer.error}`));
    else next?.resolve();
  });
  const exited = new Promise<number | null>((done) => child.once('close', done));
  void exited.then((code) => {
    for (const next of waiting.splice(0))
      next.reject(new Error(`createuser exited (${code}): ${errors.trim()}`));
  });
  return {
    async create(user = {}) {
      const created: TestUser = {
        email: user.email ?? uniqueEmail(user.label ?? 'user'),
        password: user.password ?? 'Lifeguard-e2e-1',
        firstName: user.firstName ?? 'Ada',
        lastName: user.lastName ?? 'Lovelace',
      };
      const line = {
        email: created.email,
        password: created.password,
        first_name: created.firstName,
        last_name: created.lastName,
        superuser: user.superuser ?? false,
      };
      await new Promise<void>((resolve, reject) => {
        if (child.exitCode !== null) return reject(new Error(`createuser has exited: ${errors.trim()}`));
        waiting.push({ resolve, reject });
        child.stdin.write(`${JSON.stringify(line)}\n`);
      });
      return created;
    },
    async close() {
      child.stdin.end();
      await exited;
    },
  };
}

/** Creates one user with its own {@link userFactory} (the benchmarks; tests keep one a worker). */
export async function createUser(settings: ProductSettings, user: NewTestUser = {}): Promise<TestUser> {
  const factory = userFactory(settings);
  try {
    return await factory.create(user);
  } finally {
    await factory.close();
  }
}

/**
 * The newest mail written to DATA_DIR/mail for `to` after `since` (ms since epoch), polling
 * until `timeoutMs`: the server queues mail and writes it after answering.
 * @throws Error when none arrives in time.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  { since = 0, timeoutMs = 10_000 }: { since?: number; timeoutMs?: number } = {},
): Promise<string> {
  const dir = join(dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  const suffix = `-${to.replace(/[^A-Za-z0-9@._+-]/g, '_')}`;
  for (;;) {
    if (existsSync(dir)) {
      const files = readdirSync(dir)
        .filter((name) => name.endsWith('.eml') && name.replace(/(-\d+)?\.eml$/, '').endsWith(suffix))
        .map((name) => ({ path: join(dir, name), mtime: statSync(join(dir, name)).mtimeMs }))
        .filter(({ mtime }) => mtime >= since - 1000)
        .sort((a, b) => b.mtime - a.mtime);
      const newest = files[0];
      if (newest) return readFileSync(newest.path, 'utf8');
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${to} in ${dir} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** The first `<origin>/app/account/reset-password/<key>` link of a reset mail. */
export function resetLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/app\/account\/reset-password\/[^\s"'<>]+/.exec(mail);
  if (!match) throw new Error(`No reset link in this mail:\n${mail}`);
  return match[0];
}

/** The first `<origin>/app/account/verify-email/<key>` link of a verification mail (issue 16 §3). */
export function verificationLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/app\/account\/verify-email\/[^\s"'<>]+/.exec(mail);
  if (!match) throw new Error(`No verification link in this mail:\n${mail}`);
  return match[0];
}

/** The `<origin>/app/teams/invitation/<id>?key=<key>` accept link of an invitation mail (issue 13). */
export function invitationLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/app\/teams\/invitation\/\d+\?key=[A-Za-z0-9_-]+/.exec(mail);
  if (!match) throw new Error(`No invitation link in this mail:\n${mail}`);
  return match[0];
}

/**
 * The code of the newest text the offline SMS outbox wrote to DATA_DIR/sms for `to` (E.164),
 * polling until `timeoutMs`. @throws Error when none arrives in time.
 */
export async function waitForSmsCode(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(dataDir, 'sms');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const newest = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith(`-${to}.txt`))
          .sort()
          .at(-1)
      : undefined;
    const code = newest && /\b(\d{6})\b/.exec(readFileSync(join(dir, newest), 'utf8'))?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`No text to ${to} in ${dir} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** The demo family account `npm start` creates (README "Demo account"). */
export const DEMO_USER = { email: 'demo@lifeguard.local', password: 'Lifeguard-demo-1' };
