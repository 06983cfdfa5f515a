import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  READY_PATH,
  REPO_ROOT,
  START_ARGS,
  START_TIMEOUT_MS,
  baseUrl,
  productEnv,
} from './support/product';
import { REPORTERS } from './support/slowest-files-reporter';
import { runSettings } from './support/run-settings';

const settings = runSettings();

/** Chromium as every project runs it. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

/**
 * Browser tests of Lifeguard as `npm start` runs it (ARCHITECTURE "Browser tests"): Debian's
 * Chromium, the product on its own port and DATA_DIR, one server for every spec. Two workers
 * (issue 29): every test has users of its own, except the demo family, which the `personas`
 * project signs in once; the specs that change the demo family (tests/demo-family/) run one at
 * a time beside the rest. No retries: a flaky test is a defect.
 * Run: `npx playwright test -c e2e/playwright.config.ts` from the repository root.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: REPORTERS,
  // Replaced by the slowest-files reporter, which counts the files split over workers too.
  reportSlowTests: null,
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: baseUrl(settings),
    // Recording a trace of every test cost a third of Chromium's CPU (screencast frames and DOM
    // snapshots, issue 29); `--trace retain-on-failure` records them when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'personas', testDir: './setup', testMatch: '*.setup.ts', use: chromium },
    {
      name: 'chromium',
      testIgnore: ['demo-family/**', 'registry/**'],
      dependencies: ['personas'],
      use: chromium,
    },
    // They change what the demo family has (scans, action items, answers): one at a time.
    {
      name: 'demo-family',
      testDir: './tests/demo-family',
      workers: 1,
      dependencies: ['personas'],
      use: chromium,
    },
    // They change which version of a remote every page loads (issue 34): after all the others,
    // one at a time, each putting the registry back.
    {
      name: 'registry',
      testDir: './tests/registry',
      workers: 1,
      dependencies: ['chromium', 'demo-family'],
      use: chromium,
    },
  ],
  webServer: {
    command: [process.execPath, ...START_ARGS].map((part) => JSON.stringify(part)).join(' '),
    cwd: REPO_ROOT,
    env: productEnv(settings),
    url: `${baseUrl(settings)}${READY_PATH}`,
    reuseExistingServer: false,
    timeout: START_TIMEOUT_MS,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
