import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, REPO_ROOT } from './support/product';
import { REPORTERS } from './support/slowest-files-reporter';

/** The gateway's loopback port (STACK_E2E_PORT); the control server listens one below it. */
const port = Number(process.env.STACK_E2E_PORT ?? 8850);
/** The gateway's origin: every page and call of the stack suite goes there. */
export const STACK_ORIGIN = `http://127.0.0.1:${port}`;
/** The stack's files: logs, nginx configurations, the `apps` and `api-data` volumes. */
export const STACK_DIR = process.env.STACK_E2E_DIR ?? join(REPO_ROOT, '.data', 'stack-e2e');
/** Its own database on the machine's PostgreSQL, made again at each run. */
export const STACK_DATABASE = process.env.STACK_E2E_DATABASE ?? 'lifeguard_stack_e2e';
/**
 * The job lease of the stack's processes (JOBS_LEASE_MS): how long a killed worker holds its
 * job. Shorter than the default minute so the fault test does not wait for it (issue 29), and
 * still many times a batch of the mailbox sync.
 */
export const STACK_JOBS_LEASE_MS = 15_000;

// What the shared fixtures (support/run-settings.ts, product.ts) read: the product is the
// stack's gateway, its DATA_DIR the stack's api-data volume (mail), its database the stack's.
process.env.E2E_PORT = String(port);
process.env.E2E_PGLITE_SOCKET_PORT = String(port - 2);
process.env.LIFEGUARD_E2E_DATA_DIR = join(STACK_DIR, 'volumes', 'api-data');
process.env.LIFEGUARD_STACK_CONTROL_URL = `http://127.0.0.1:${port - 1}`;

/** The browser suites' specs that cross remotes, run again through the gateway. */
const CROSS_REMOTE = [
  'sign-in.spec.ts',
  'registration.spec.ts',
  'guard.spec.ts',
  'first-screens.spec.ts',
  'dashboard.spec.ts',
  'assistant.spec.ts',
  'teams.spec.ts',
  'remotes.spec.ts',
];

/**
 * `npm run test:stack` (issue 18): docker-compose.yml's topology as local processes (ops/stack),
 * the cross-remote suites through its nginx gateway, two at a time as in the browser suites
 * (those changing the demo family one at a time), then the fault tests (stack/), alone: they
 * stop and kill the stack's processes. No retries: a flaky test is a defect (issue 29).
 */
export default defineConfig({
  outputDir: '../test-results/stack',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: REPORTERS,
  // Replaced by the slowest-files reporter, which counts the files split over workers too.
  reportSlowTests: null,
  globalSetup: './stack/global-setup.ts',
  use: {
    baseURL: STACK_ORIGIN,
    // Recording a trace of every test cost a third of Chromium's CPU (screencast frames and DOM
    // snapshots, issue 29); `--trace retain-on-failure` records them when a failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'personas', testDir: './setup', testMatch: '*.setup.ts' },
    {
      name: 'cross-remote',
      testDir: './tests',
      testMatch: CROSS_REMOTE,
      testIgnore: 'demo-family/**',
      dependencies: ['personas'],
    },
    {
      name: 'cross-remote-demo-family',
      testDir: './tests/demo-family',
      testMatch: CROSS_REMOTE,
      workers: 1,
      dependencies: ['personas'],
    },
    {
      name: 'faults',
      testDir: './stack',
      testMatch: '*.spec.ts',
      workers: 1,
      fullyParallel: false,
      dependencies: ['cross-remote', 'cross-remote-demo-family'],
    },
  ],
});
