/**
 * Cold-cache LCP and CLS of a page under 4x CPU throttling and DevTools' "Slow 4G", as the
 * benchmark (bench/bundle-size.ts) measures them against the budgets (README "Budgets"): each
 * run in a fresh browser context, signed in through the API when the target has a user.
 */
import type { Browser, Page } from 'playwright-core';
import type { TestUser } from '../support/product';
import { signInThroughApi } from './session';

/** Runs of each page; the median is read against the budget. */
export const PAINT_RUNS = 3;

/** CLS budget of every page (README "Budgets"). */
export const CLS_BUDGET = 0.05;

/**
 * DevTools' "Slow 4G" preset (Chrome's NetworkConditions: 1.6 Mbps down, 750 kbps up, each
 * times 0.9, and 150 ms x 3.75 latency), in the units of CDP Network.emulateNetworkConditions.
 */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8, // 180,000 bytes/s
  uploadThroughput: (750 * 1000 * 0.9) / 8, // 84,375 bytes/s
};
export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (its Moto G Power emulation): the page is laid out as on a phone. */
export const MOBILE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** A page to measure. */
export type PaintTarget = {
  /** The path opened (redirects are followed). */
  path: string;
  /** Waits, after `load`, until the page shows what it is for; generous timeouts. */
  ready: (page: Page) => Promise<void>;
  /** LCP budget, ms. */
  lcpBudgetMs: number;
  /** Signed in as this user (through the API) before opening the page. */
  user?: TestUser;
};

/** One run's figures. */
type Paint = {
  lcpMs: number;
  /** The LCP element: tag and start of its text. */
  element: string;
  /** The LCP element's area, px². */
  size: number;
  /** Sum of the layout shifts without recent input. */
  cls: number;
  /** Path the page ended on, after redirects. */
  finalPath: string;
  /** Whether the document came server-rendered with its data (`#lifeguard-state`). */
  serverRendered: boolean;
};

/** Installs, in the page, observers of LCP and layout shifts (buffered since navigation). */
function observePaint(): void {
  type Lcp = PerformanceEntry & { element?: Element | null; size: number };
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
  const state = { lcp: null as { ms: number; element: string; size: number } | null, cls: 0 };
  (window as unknown as { __benchPaint: typeof state }).__benchPaint = state;
  new PerformanceObserver((list) => {
    for (const item of list.getEntries() as Lcp[]) {
      const element = item.element;
      const label = element
        ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
        : '(removed element)';
      state.lcp = { ms: item.startTime, element: label, size: item.size };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries() as Shift[]) if (!shift.hadRecentInput) state.cls += shift.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The `ready` wait of a page whose content is not known in advance (signed-in screens, server-
 * rendered or not): the page fired `load` (page.goto waits for it) and reported an LCP entry.
 * It does not wait for the app's take-over, which {@link paintOnce} lets finish afterwards.
 */
export async function painted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !!(window as unknown as { __benchPaint?: { lcp: unknown } }).__benchPaint?.lcp,
    undefined,
    { timeout: 60_000, polling: 250 },
  );
}

/**
 * One cold measurement of `target` on a phone's screen under CPU and network throttling: opens it, waits for its
 * `ready`, then for the network to go idle (at most 60 s: the take-over's shifts and paints
 * count too), and reads the last LCP entry and the CLS.
 */
export async function paintOnce(browser: Browser, url: string, target: PaintTarget): Promise<Paint> {
  const context = await browser.newContext({ baseURL: url, ...MOBILE_SCREEN });
  try {
    if (target.user) await signInThroughApi(context, url, target.user);
    const page = await context.newPage();
    await page.addInitScript(observePaint);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const response = await page.goto(target.path, { waitUntil: 'load', timeout: 120_000 });
    if (!response) throw new Error(`No response for ${target.path}`);
    const serverRendered = (await response.text()).includes('id="lifeguard-state"');
    await target.ready(page);
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const state = await page.evaluate(
      () =>
        (
          window as unknown as {
            __benchPaint: { lcp: { ms: number; element: string; size: number } | null; cls: number };
          }
        ).__benchPaint,
    );
    if (!state.lcp) throw new Error(`No largest-contentful-paint entry was reported for ${target.path}`);
    const { ms, element, size } = state.lcp;
    const finalPath = new URL(page.url()).pathname;
    return { lcpMs: ms, element, size, cls: state.cls, finalPath, serverRendered };
  } finally {
    await context.close();
  }
}

const n = (value: number) => value.toLocaleString('en-US');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Measures {@link PAINT_RUNS} cold runs of `target` and prints each with the medians against the budgets. */
export async function printPaint(browser: Browser, url: string, title: string, target: PaintTarget) {
  console.log(`\n${title}`);
  const runs: Paint[] = [];
  for (let run = 1; run <= PAINT_RUNS; run++) {
    const paint = await paintOnce(browser, url, target);
    runs.push(paint);
    const where = paint.finalPath === target.path ? '' : ` → ${paint.finalPath}`;
    const rendered = paint.serverRendered ? 'server-rendered with its data' : 'no #lifeguard-state';
    console.log(
      `  run ${run}: LCP ${paint.lcpMs.toFixed(0)} ms (${paint.element}, ${n(paint.size)} px²), ` +
        `CLS ${paint.cls.toFixed(3)}${target.user ? `; ${rendered}` : ''}${where}`,
    );
  }
  const lcp = median(runs.map((run) => run.lcpMs));
  const lcpVerdict =
    lcp <= target.lcpBudgetMs
      ? 'within budget'
      : `OVER budget by ${(lcp - target.lcpBudgetMs).toFixed(0)} ms`;
  console.log(`  median LCP: ${lcp.toFixed(0)} ms vs budget ${n(target.lcpBudgetMs)} ms: ${lcpVerdict}`);
  const cls = median(runs.map((run) => run.cls));
  const worst = Math.max(...runs.map((run) => run.cls));
  const clsVerdict = cls <= CLS_BUDGET ? 'within budget' : `OVER budget by ${(cls - CLS_BUDGET).toFixed(3)}`;
  console.log(
    `  median CLS: ${cls.toFixed(3)} (worst ${worst.toFixed(3)}) vs budget ${CLS_BUDGET}: ${clsVerdict}`,
  );
}
