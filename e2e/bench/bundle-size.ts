/**
 * Bundle-size and LCP benchmark of Lifeguard as `npm start` serves it (README "Budgets").
 * Run from the repository root: `npx tsx e2e/bench/bundle-size.ts`.
 *
 * Starts the product on its own port and DATA_DIR (BENCH_PORT, default 8766; PGlite socket on
 * BENCH_PGLITE_SOCKET_PORT, default 5766), building what is stale, creates a user, and in
 * Debian's Chromium measures, each in a fresh browser context (empty cache):
 *  (a) the JavaScript of a first visit of /app/login;
 *  (b) the JavaScript of /app/dashboard opened first thing after signing in (through the API);
 *  (c) the LCP of /app/login under 4x CPU throttling and DevTools' "Slow 4G", three times;
 *  (d) the same for /app/dashboard of a signed-in user.
 * JS totals are given as bytes on the wire (what Chromium received, brotli; the budgets' reading,
 * as Lighthouse counts them) and as gzip (what a client without brotli gets).
 * It prints figures against the budgets and never fails on them: it exits non-zero only when it
 * could not measure.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/** LCP budget of /app/login under the throttling below, ms (also shown against the dashboard's). */
const LCP_BUDGET_MS = 1500;
const LCP_RUNS = 3;

/**
 * DevTools' "Slow 4G" preset (Chrome's NetworkConditions: 1.6 Mbps down, 750 kbps up, each
 * times 0.9, and 150 ms x 3.75 latency), in the units of CDP Network.emulateNetworkConditions.
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, // 180,000 bytes/s
  uploadThroughput: (750 * 1000 * 0.9) / 8, // 84,375 bytes/s
};
const CPU_SLOWDOWN = 4;

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

async function signInThroughApi(context: BrowserContext, url: string, user: TestUser) {
  const session = await context.request.get(`${url}/_allauth/browser/v1/auth/session`);
  await session.dispose();
  const token = (await context.cookies(url)).find((cookie) => cookie.name === 'csrftoken')?.value;
  if (!token) throw new Error('The server set no csrftoken cookie');
  const response = await context.request.post(`${url}/_allauth/browser/v1/auth/login`, {
    headers: { 'X-CSRFToken': token },
    data: { email: user.email, password: user.password, username: '' },
  });
  if (response.status() !== 200)
    throw new Error(`Sign-in answered ${response.status()}: ${await response.text()}`);
}

const loginReady = async (page: Page) => {
  await page.getByRole('heading', { name: 'Welcome Back' }).waitFor({ timeout: 60_000 });
};
const dashboardReady = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
};

type LcpEntry = { ms: number; element: string; size: number };

type LcpTarget = { path: string; ready: (page: Page) => Promise<void>; user?: TestUser };

/** One cold LCP measurement of `target` under CPU and network throttling, signed in as its user. */
async function lcpOnce(browser: Browser, url: string, { path, ready, user }: LcpTarget): Promise<LcpEntry> {
  const context = await browser.newContext({ baseURL: url });
  try {
    if (user) await signInThroughApi(context, url, user);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
    await ready(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(500);
    const entry = await page.evaluate(
      () =>
        new Promise<LcpEntry | null>((resolve) => {
          let last: LcpEntry | null = null;
          new PerformanceObserver((list) => {
            for (const item of list.getEntries() as (PerformanceEntry & {
              element?: Element | null;
              size: number;
            })[]) {
              const element = item.element;
              const label = element
                ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
                : '(removed element)';
              last = { ms: item.startTime, element: label, size: item.size };
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 200);
        }),
    );
    if (!entry) throw new Error('No largest-contentful-paint entry was reported');
    return entry;
  } finally {
    await context.close();
  }
}

/** Measures {@link LCP_RUNS} cold LCPs of `target` and prints them with their median. */
async function printLcp(browser: Browser, url: string, title: string, target: LcpTarget) {
  console.log(`\n${title}`);
  const runs: number[] = [];
  for (let run = 1; run <= LCP_RUNS; run++) {
    const entry = await lcpOnce(browser, url, target);
    runs.push(entry.ms);
    console.log(`  run ${run}: ${entry.ms.toFixed(0)} ms (${entry.element}, ${n(entry.size)} px²)`);
  }
  const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
  const verdict =
    median <= LCP_BUDGET_MS ? 'within budget' : `OVER budget by ${(median - LCP_BUDGET_MS).toFixed(0)} ms`;
  console.log(`  median: ${median.toFixed(0)} ms vs budget ${LCP_BUDGET_MS} ms: ${verdict}`);
}

async function main(): Promise<number> {
  const settings = {
    port: Number(process.env.BENCH_PORT ?? 8766),
    pgliteSocketPort: Number(process.env.BENCH_PGLITE_SOCKET_PORT ?? 5766),
    dataDir: freshDataDir('bench'),
  };
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  try {
    console.error(`Starting Lifeguard on port ${settings.port} (builds what is stale)…`);
    product = await startProduct(settings);
    const user = await createUser(settings, { label: 'bench' });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    console.log(
      `Lifeguard bundle and LCP benchmark — Chromium ${browser.version()}, ${product.url}, ${new Date().toISOString()}`,
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
      `cold cache, CPU ${CPU_SLOWDOWN}x slower, "Slow 4G" ` +
      `(latency ${SLOW_4G.latency} ms, down ${n(SLOW_4G.downloadThroughput)} B/s, up ${n(SLOW_4G.uploadThroughput)} B/s)`;
    await printLcp(browser, product.url, `(c) LCP of /app/login, ${throttling}`, {
      path: '/app/login',
      ready: loginReady,
    });
    await printLcp(browser, product.url, '(d) LCP of /app/dashboard, signed in, the same throttling', {
      path: '/app/dashboard',
      ready: dashboardReady,
      user,
    });
    return 0;
  } catch (error) {
    console.error('Could not measure:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  } finally {
    await browser?.close().catch(() => undefined);
    await product?.stop();
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
