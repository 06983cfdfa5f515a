/**
 * Bundle-size, LCP/CLS and server-time benchmark of Lifeguard as `npm start` serves it (README
 * "Budgets", issue 31). Run from the repository root: `npm run bench -w e2e`.
 *
 * Starts the product on its own port and DATA_DIR (BENCH_PORT, default 8766; PGlite socket on
 * BENCH_PGLITE_SOCKET_PORT, default 5766), building what is stale, on the embedded PGlite or, with
 * BENCH_DATABASE_URL, on a fresh PostgreSQL database (bench-database.ts), creates a user, and in
 * Debian's Chromium measures, each in a fresh browser context (empty cache):
 *  (a) the JavaScript of a first visit of /app/login;
 *  (b) the JavaScript of /app/dashboard opened first thing after signing in (through the API);
 *  (c) the LCP and CLS of /app/login under 4x CPU throttling and DevTools' "Slow 4G", three times;
 *  (d) the same for four signed-in screens (dashboard, dark web scan, profile, team settings),
 *      after one unthrottled dashboard visit that creates the user's default integrations;
 *  (e) the server time of the signed-in dashboard page, 10 requests at a time (server-time.ts).
 * JS totals are given as bytes on the wire (what Chromium received, brotli; the budgets' reading,
 * as Lighthouse counts them) and as gzip (what a client without brotli gets).
 * It prints figures against the budgets and never fails on them: it exits non-zero only when it
 * could not measure.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  createUser,
  freshDataDir,
  removeDataDir,
  startProduct,
  type RunningProduct,
  type TestUser,
} from '../support/product';
import { JS_BUDGETS, javascriptOf, wireBytes, type JsResponse } from '../support/javascript-weight';
import { benchDatabase, type BenchDatabase } from './bench-database';
import { printServerTime } from './server-time';
import { sessionCookie, signInThroughApi, warmUpSignedIn } from './session';
import { CPU_SLOWDOWN, MOBILE_SCREEN, SLOW_4G, painted, printPaint } from './throttled-paint';

/** LCP budgets under the throttling of throttled-paint.ts, ms (README "Budgets"). */
const LCP_BUDGETS = { login: 1000, dashboard: 1500, otherSignedIn: 2000 } as const;

type JsFile = JsResponse & {
  /** Body bytes the server sends for `accept-encoding: gzip`. */
  gzip: number;
  /** True when the server sent no gzip and {@link gzip} is zlib gzip -9 of the raw body. */
  gzipComputed: boolean;
};

/** GETs `url` with only gzip accepted; answers the body bytes as sent and its encoding. */
function fetchGzip(url: string, cookie: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'gzip', cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The JavaScript of `path` (see javascriptOf), each file with its gzip size too. */
async function javascriptWithGzip(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<JsFile[]> {
  const files = await javascriptOf(page, path, ready);
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
  const withGzip: JsFile[] = [];
  for (const file of files) {
    const gz = await fetchGzip(file.response.url(), cookie);
    const computed = gz.encoding !== 'gzip';
    const gzip = computed ? gzipSync(await file.response.body(), { level: 9 }).length : gz.body.length;
    withGzip.push({ ...file, gzip, gzipComputed: computed });
  }
  return withGzip;
}

const n = (value: number) => value.toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints `files` (one line each, then totals) against `budget`, bytes. */
function printFiles(title: string, files: JsFile[], budget: number) {
  console.log(`\n${title}`);
  const width = Math.max(40, ...files.map((file) => file.path.length));
  console.log(
    `  ${'file'.padEnd(width)}  ${'encoding'.padEnd(8)}  ${'transferred'.padStart(11)}  ${'headers'.padStart(7)}  ` +
      `${'raw'.padStart(9)}  ${'gzip'.padStart(9)}`,
  );
  for (const file of files) {
    console.log(
      `  ${file.path.padEnd(width)}  ${file.encoding.padEnd(8)}  ${n(file.transferred).padStart(11)}  ` +
        `${n(file.headers).padStart(7)}  ${n(file.raw).padStart(9)}  ` +
        `${(n(file.gzip) + (file.gzipComputed ? '*' : '')).padStart(9)}`,
    );
  }
  const sum = (key: 'transferred' | 'headers' | 'raw' | 'gzip') =>
    files.reduce((total, file) => total + file[key], 0);
  const gzip = sum('gzip');
  console.log(
    `  ${`total (${files.length} files)`.padEnd(width)}  ${''.padEnd(8)}  ${n(sum('transferred')).padStart(11)}  ` +
      `${n(sum('headers')).padStart(7)}  ${n(sum('raw')).padStart(9)}  ${n(gzip).padStart(9)}`,
  );
  const verdict = (bytes: number) =>
    bytes <= budget
      ? `within budget (${kb(budget - bytes)} to spare)`
      : `OVER budget by ${kb(bytes - budget)}`;
  const bodies = sum('transferred');
  const wire = wireBytes(files);
  console.log(
    `  on the wire ${kb(wire)} (bodies and headers, as Lighthouse counts) vs budget ${kb(budget)}: ${verdict(wire)}`,
  );
  console.log(`  bodies only ${kb(bodies)} vs budget ${kb(budget)}: ${verdict(bodies)}`);
  console.log(`  gzip bodies ${kb(gzip)} vs budget ${kb(budget)}: ${verdict(gzip)}`);
}

const loginReady = async (page: Page) => {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: 60_000 });
};
const dashboardReady = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
};

/**
 * (d) and (e): LCP and CLS of the signed-in screens, then the server time of the dashboard page,
 * after one ordinary dashboard visit (the user's default integrations made, see session.ts).
 */
async function printSignedIn(browser: Browser, url: string, user: TestUser, throttling: string) {
  const slug = await warmUpSignedIn(browser, url, user);
  const screens = [
    { path: '/app/dashboard', lcpBudgetMs: LCP_BUDGETS.dashboard },
    { path: '/app/dark-web-scan', lcpBudgetMs: LCP_BUDGETS.otherSignedIn },
    { path: '/users/profile/', lcpBudgetMs: LCP_BUDGETS.otherSignedIn },
    { path: `/app/a/${slug}/team/`, lcpBudgetMs: LCP_BUDGETS.otherSignedIn },
  ];
  for (const [index, screen] of screens.entries()) {
    const title = `(d${index + 1}) LCP and CLS of ${screen.path}, signed in, ${throttling}`;
    await printPaint(browser, url, title, { ...screen, ready: painted, user });
  }
  const context = await browser.newContext({ baseURL: url });
  try {
    await signInThroughApi(context, url, user);
    const cookie = await sessionCookie(context, url);
    await printServerTime('(e) Server time of GET /app/dashboard, signed in (sessionid cookie)', {
      url,
      path: '/app/dashboard',
      cookie,
      requests: 200,
      concurrency: 10,
      warmUp: 20,
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const settings = {
    port: Number(process.env.BENCH_PORT ?? 8766),
    pgliteSocketPort: Number(process.env.BENCH_PGLITE_SOCKET_PORT ?? 5766),
    dataDir: freshDataDir('bench'),
  };
  let database: BenchDatabase | undefined;
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    database = await benchDatabase();
    console.error(`Starting Lifeguard on port ${settings.port} on ${database.label} (builds what is stale)…`);
    product = await startProduct(settings);
    const user = await createUser(settings, { label: 'bench' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `Lifeguard bundle, LCP/CLS and server-time benchmark — Chromium ${browser.version()}, ${product.url}, ` +
        `database: ${database.label}, ${new Date().toISOString()}`,
    );
    console.log(
      'transferred: encoded body bytes as Chromium received them (its accept-encoding includes br); headers: their response headers;',
    );
    console.log('raw: decoded bytes; gzip: body bytes the server sends for `accept-encoding: gzip`');
    console.log('(its pre-compressed .gz); * = the server sent no gzip, so zlib gzip -9 of the raw body.');

    const loginContext = await browser.newContext({ baseURL: product.url });
    const login = await javascriptWithGzip(await loginContext.newPage(), '/app/login', loginReady);
    await loginContext.close();
    printFiles('(a) JavaScript of a first visit of /app/login', login, JS_BUDGETS.login);

    const dashboardContext = await browser.newContext({ baseURL: product.url });
    await signInThroughApi(dashboardContext, product.url, user);
    const dashboard = await javascriptWithGzip(
      await dashboardContext.newPage(),
      '/app/dashboard',
      dashboardReady,
    );
    await dashboardContext.close();
    printFiles(
      '(b) JavaScript of /app/dashboard, first page after signing in',
      dashboard,
      JS_BUDGETS.dashboard,
    );

    const throttling =
      `cold cache, a phone's screen (${MOBILE_SCREEN.viewport.width}×${MOBILE_SCREEN.viewport.height}), ` +
      `CPU ${CPU_SLOWDOWN}x slower, "Slow 4G" ` +
      `(latency ${SLOW_4G.latency} ms, down ${n(SLOW_4G.downloadThroughput)} B/s, up ${n(SLOW_4G.uploadThroughput)} B/s)`;
    await printPaint(browser, product.url, `(c) LCP and CLS of /app/login, ${throttling}`, {
      path: '/app/login',
      ready: loginReady,
      lcpBudgetMs: LCP_BUDGETS.login,
    });
    await printSignedIn(browser, product.url, user, 'the same throttling');
    console.log(`
Database of these figures: ${database.label}`);
    return 0;
  } catch (error) {
    console.error('Could not measure:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await product?.stop();
    await database
      ?.drop()
      .catch((error: unknown) => console.error('Could not drop the bench database:', error));
    removeDataDir(settings.dataDir);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Could not measure:', error);
    process.exit(1);
  },
);
