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
import { runSettings } from './support/run-settings';

const settings = runSettings();

/**
 * Browser tests of Lifeguard as `npm start` runs it (ARCHITECTURE "Browser tests"): Debian's
 * Chromium, one worker (the machine has 2 cores), the product on its own port and DATA_DIR.
 * Run: `npx playwright test -c e2e/playwright.config.ts` from the repository root.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: baseUrl(settings),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
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
