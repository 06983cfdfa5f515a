/**
 * Contact Support that reaches a person (issue 33 item 2; spec 001 §8/§9): with no support
 * messenger configured, the threat timeline's error view opens the support request form; the
 * request lands in the outbox (to SUPPORT_EMAIL, and the confirmation to the user) and on the
 * superuser's Support requests page, where Mark answered works. A visitor can send one too. axe
 * finds no serious or critical violation on the new screens, in light and dark.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { blockingViolations, settle } from '../support/axe';
import { csrfToken, expect, settings, signInThroughApi, test, type TestUser } from '../support/fixtures';
import { sleep } from '../support/product';

/** The server's default SUPPORT_EMAIL (api/src/config.ts). */
const SUPPORT_EMAIL = 'support@lifeguard.local';
const REFERENCE = /LG-[0-9A-HJKMNP-TV-Z]{8}/;

/**
 * The mail to `to` holding `needle` (a reference number) in the outbox (DATA_DIR/mail), polling:
 * the server writes mail after answering, and other tests mail the same support address.
 */
async function mailWith(to: string, needle: string, timeoutMs = 10_000): Promise<string> {
  const dir = join(settings.dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.includes(`-${to}`)) : [];
    const found = files
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .find((mail) => mail.includes(needle));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} holding ${needle} within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/** Reloads `page` in colour `scheme` (the OS preference and the stored choice, as the app reads both). */
async function inScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((value) => localStorage.setItem('theme', value), scheme);
  await page.reload();
}

/** axe's serious and critical violations of the settled screen: none. */
async function expectAxeClean(page: Page) {
  await settle(page);
  expect(await blockingViolations(page)).toEqual([]);
}

/** A superuser's page in a browser of their own, signed in. */
async function superuserPage(browser: Browser, admin: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, admin);
  return page;
}

test('Contact Support from the timeline error view reaches the outbox and the superuser, who marks it answered', async ({
  page,
  browser,
  user,
  makeUser,
}) => {
  const requestId = `e2e-${Date.now().toString(36)}-timeline`;
  await signInThroughApi(page, user);
  // The dashboard the server renders carries its events: the timeline fails when the app asks
  // for them itself, on the way back to the dashboard from another screen.
  await page.goto('/app/integrations/overview');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/threats/api/events/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'x-request-id': requestId },
      body: JSON.stringify({ status: 'error', errors: [{ message: 'boom', code: 'server_error' }] }),
    }),
  );
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Unable to Load Threats' });
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: 'Contact Support' }).click();

  await expect(page).toHaveURL(/\/app\/contact-support\?request_id=e2e-.*&page=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
  await expect(page.getByText(`We will reply to ${user.email}.`)).toBeVisible();
  const details = page.getByRole('list', { name: 'Diagnostic details' });
  await expect(details).toContainText(`Failed request id: ${requestId}`);
  await expect(details).toContainText('Page: /dashboard');
  await expect(details).toContainText(/App versions: .*dashboard \d/);
  await expectAxeClean(page);

  await page.getByLabel('Topic').selectOption({ label: 'A threat or alert I received' });
  await page.getByLabel('Message').fill('My Activity timeline says it cannot load my threats.');
  await page.getByRole('checkbox', { name: 'Include diagnostic details' }).check();
  await page.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Your request was sent' });
  await expect(sent).toContainText(REFERENCE);
  const reference = REFERENCE.exec((await sent.textContent()) ?? '')![0];
  await expectAxeClean(page);

  // In the outbox: to the support team with Reply-To the user and the diagnostics, and the
  // confirmation to the user with the reference.
  const team = await mailWith(SUPPORT_EMAIL, reference);
  expect(team).toContain(`Reply-To: ${user.email}`);
  expect(team).toContain('My Activity timeline says it cannot load my threats.');
  expect(team).toContain(`- Failed request id: ${requestId}`);
  const confirmation = await mailWith(user.email, reference);
  expect(confirmation).toContain(`Your reference number is ${reference}.`);

  // On the superuser's Support requests page, from the user menu; Mark answered.
  const admin = await makeUser('support-admin', { superuser: true });
  const staff = await superuserPage(browser, admin);
  await staff.goto('/app/dashboard');
  await staff.getByRole('button', { name: admin.email }).click();
  await staff.getByRole('menuitem', { name: 'Support requests' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Support requests' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('A threat or alert I received');
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('Open');
  await expectAxeClean(staff);
  await row.getByRole('button', { name: `Mark answered (${reference})` }).click();
  await expect(row).toContainText('Answered');
  await expect(row).toContainText(admin.email);
  await expect(row.getByRole('button')).toHaveCount(0);
  await inScheme(staff, 'dark');
  await expect(staff.getByRole('row').filter({ hasText: reference })).toContainText('Answered');
  await expectAxeClean(staff);
  await staff.context().close();
});

test.describe('signed out, in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a visitor sends a request with their address and gets the reference by mail', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/app/contact-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Support' })).toBeVisible();
    await expectAxeClean(page);

    // Checked before anything is sent.
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Please choose a topic.')).toBeVisible();

    const email = `e2e-visitor-${Date.now().toString(36)}@example.com`;
    await page.getByLabel('Topic').selectOption({ label: 'Signing in or my account' });
    await page.getByLabel('Message').fill('I cannot sign in to my account since yesterday.');
    await page.getByLabel('Your email').fill(email);
    await page.getByRole('button', { name: 'Send request' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Your request was sent' });
    await expect(sent).toContainText(REFERENCE);
    const reference = REFERENCE.exec((await sent.textContent()) ?? '')![0];
    await expectAxeClean(page);

    const team = await mailWith(SUPPORT_EMAIL, reference);
    expect(team).toContain(`${email} (not signed in)`);
    expect(team).toContain('Diagnostic details: not included');
    expect(await mailWith(email, reference)).toContain(`Your reference number is ${reference}.`);

    // The server refuses the same form without an address, signed out.
    const refused = await page.request.post('/support/api/requests/', {
      headers: { 'X-CSRFToken': await csrfToken(page.request, page.context()) },
      data: { topic: 'other', message: 'No address given here at all.' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).errors[0]).toMatchObject({ param: 'email' });
  });
});
