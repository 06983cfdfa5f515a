/// <reference types="chrome" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import {
  launchWithExtension,
  startFakeSite,
  type ExtensionBrowser,
  type FakeSite,
} from '../support/browser-extension';
import { expect, submitLogin, test, type TestUser } from '../support/fixtures';
import { REPO_ROOT } from '../support/product';

/** A host of the bundled feed (api/data/malicious-hosts), which the extension ships and downloads. */
const LISTED = readFileSync(join(REPO_ROOT, 'api/data/malicious-hosts/hosts.txt'), 'utf8')
  .split('\n')
  .find((line) => /^[a-z0-9-]+\.com$/.test(line))!;
/** A lookalike of PayPal (the scam-signs brands): the brand and lure words. */
const LOOKALIKE = 'paypal-secure-login.com';

type ThreatEvent = {
  threat_identifier: string | null;
  description: string;
  threat_data: unknown;
  source_system: string;
};

type AnalyticsEvent = { event: string; properties: Record<string, unknown> };

/** The user's timeline events from the extension (GET /threats/api/events/ with the page's session). */
async function extensionEvents(page: Page): Promise<ThreatEvent[]> {
  const response = await page.request.get('/threats/api/events/?page_size=100');
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: ThreatEvent[] };
  return results.filter((event) => event.source_system === 'chrome_extension');
}

/** Connects the extension through the real sign-in page in extension mode (spec 000 §2, §4). */
async function connect(browser: ExtensionBrowser, baseURL: string, user: TestUser): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${baseURL}/app/login?extension_id=${browser.extensionId}`);
  await expect(page.getByRole('heading', { name: 'Connect Chrome Extension' })).toBeVisible();
  await submitLogin(page, user, { button: 'Connect Extension' });
  await expect(
    page.getByText(
      'Authentication successful! Your Chrome extension has been connected. You can close this tab.',
    ),
  ).toBeVisible();
  return page;
}

/**
 * Goes to `url` as a typed address would. A blocked one ends in the warning page, which the
 * extension puts in place of the navigation: Playwright sees that one aborted.
 */
async function visit(tab: Page, url: string) {
  await tab.goto(url).catch((error: Error) => {
    if (!/ERR_ABORTED|interrupted by another navigation/.test(error.message)) throw error;
  });
}

/** Opens the popup as a tab (the toolbar cannot be clicked headless). */
async function openPopup(browser: ExtensionBrowser): Promise<Page> {
  const popup = await browser.context.newPage();
  await popup.goto(browser.pageUrl('popup.html'));
  return popup;
}

/** Issue 32: the browser extension, built by `npm start`, in Debian's Chromium. */
test.describe('browser extension', () => {
  let site: FakeSite;
  let browser: ExtensionBrowser;

  test.beforeEach(async ({ baseURL }) => {
    site = await startFakeSite();
    browser = await launchWithExtension(baseURL!, [LISTED, LOOKALIKE]);
  });

  test.afterEach(async () => {
    await browser.close();
    await site.close();
  });

  test('connects, turns Web Protection active, and blocks a listed and a lookalike host', async ({
    baseURL,
    user,
  }) => {
    const page = await connect(browser, baseURL!, user);

    const popup = await openPopup(browser);
    await expect(popup.getByText(`Connected as ${user.email}`)).toBeVisible();
    await expect(popup.getByRole('switch', { name: 'Web Protection' })).toBeChecked();
    await expect(popup.getByText('Nothing blocked yet.')).toBeVisible();

    // The heartbeat on connect turns Web Protection active (spec 001 §4).
    await page.goto('/app/integrations/chrome');
    await expect(page.getByText('The extension is connected and protecting your browsing.')).toBeVisible();

    // A listed host, with a path and query that must never leave the browser.
    const tab = await browser.context.newPage();
    await visit(tab, `http://${LISTED}:${site.port}/account/verify?session=secret-token`);
    await expect(tab.getByRole('heading', { name: 'Lifeguard blocked this website' })).toBeVisible();
    await expect(tab.getByText(`${LISTED} is on Lifeguard's list of dangerous websites`)).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Go back' })).toBeFocused();
    // The same host again the same day: still one timeline event.
    await visit(tab, `http://${LISTED}:${site.port}/other`);
    await expect(tab.getByRole('heading', { name: 'Lifeguard blocked this website' })).toBeVisible();

    await visit(tab, `http://${LOOKALIKE}:${site.port}/signin`);
    await expect(
      tab.getByText(`${LOOKALIKE} pretends to be PayPal, but it is not PayPal's website.`),
    ).toBeVisible();
    await tab.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(tab.getByRole('heading', { name: `Fake site at ${LOOKALIKE}:${site.port}` })).toBeVisible();

    await expect.poll(async () => (await extensionEvents(page)).length).toBe(2);
    const events = await extensionEvents(page);
    expect(events.map((event) => event.threat_identifier).sort()).toEqual([LISTED, LOOKALIKE].sort());
    expect(JSON.stringify(events)).not.toMatch(/secret-token|verify|signin|other/);

    // In Activity as a phishing attempt, which the assistant explains (spec 001 §3, §5).
    await page.goto('/app/dashboard');
    // Web Protection now counts: one required protection of four (spec 001 §9).
    await expect(page.getByRole('progressbar', { name: 'Protection progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const timeline = page.getByRole('list', { name: 'Threat events' });
    await expect(timeline.getByText(`Dangerous website blocked: ${LISTED}`)).toBeVisible();
    await timeline
      .getByRole('button', { name: `Explain: Phishing attempt: Phishing website blocked: ${LOOKALIKE}` })
      .click();
    await expect(page.getByRole('log', { name: 'Conversation with Lifeguard' })).toContainText(LOOKALIKE);

    await popup.reload();
    // Three blocks here (the listed host twice), two timeline events.
    await expect(popup.getByText('3 blocks today')).toBeVisible();
    await expect(popup.getByText('Imitates PayPal')).toBeVisible();

    // The lifecycle analytics (spec 000 §1), with source 'frontend' and no website named.
    const lifecycle = async () => {
      const response = await page.request.get('/users/api/user/export/');
      const { analytics_events: events } = (await response.json()) as { analytics_events: AnalyticsEvent[] };
      return events.filter((event) => event.event.startsWith('extension '));
    };
    await expect
      .poll(async () => (await lifecycle()).map((event) => event.event).sort(), {
        intervals: [1_000, 3_000, 10_000],
        timeout: 20_000,
      })
      .toEqual([
        'extension connected',
        'extension installed',
        'extension threat blocked',
        'extension threat blocked',
        'extension threat blocked',
      ]);
    const tracked = await lifecycle();
    expect(tracked.every((event) => event.properties.source === 'frontend')).toBe(true);
    expect(JSON.stringify(tracked)).not.toMatch(new RegExp(`${LISTED}|${LOOKALIKE}`));
  });

  test('says so in the popup when signing out of the web app ends its sign-in', async ({ baseURL, user }) => {
    const page = await connect(browser, baseURL!, user);
    const popup = await openPopup(browser);
    await expect(popup.getByText(`Connected as ${user.email}`)).toBeVisible();

    // Logout revokes the tokens this session issued (DELETE /_allauth/browser/v1/auth/session).
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: user.email }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);

    await popup.reload();
    await expect(popup.getByRole('alert')).toContainText('You were signed out of Lifeguard');
    await expect(popup.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  test('opens the uninstall feedback when it is removed', async ({ baseURL }) => {
    // Set up once installed: the uninstall page first, then the report-in alarm.
    await expect
      .poll(() => browser.serviceWorker.evaluate(async () => Boolean(await chrome.alarms.get('report-in'))))
      .toBe(true);
    // Chrome opens the page once the extension is gone (its URL comes after the new tab).
    const opened = browser.context.waitForEvent('page');
    // The worker goes with the extension, so the call never answers.
    void browser.serviceWorker.evaluate(() => chrome.management.uninstallSelf()).catch(() => undefined);
    const page = await opened;
    await expect(page).toHaveURL(`${baseURL}/app/uninstall`);
    await expect(page.getByRole('heading', { name: "We're sorry to see you go" })).toBeVisible();
  });

  test('has no serious or critical axe violations in light and dark', async ({ baseURL, user }) => {
    await connect(browser, baseURL!, user);
    const popup = await openPopup(browser);
    const warning = await browser.context.newPage();
    await visit(warning, `http://${LOOKALIKE}:${site.port}/`);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const page of [popup, warning]) {
        await page.emulateMedia({ colorScheme });
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        expect(await blockingViolations(page), `${page.url()} in ${colorScheme}`).toEqual([]);
      }
    }
  });
});
