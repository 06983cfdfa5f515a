/**
 * Email protection (issue 14; spec 001 §2 /integrations/email, §7): a user connects Gmail through
 * the offline Google stand-in, watches the sync complete, sees the scams in Activity with their
 * reasons, finds a newly delivered scam with 'Sync now', saves a setting, and disconnects.
 * The mailbox is the demo's (the labelled messages `npm run seed:demo` delivers), copied to a
 * user of this test so the shared demo account keeps its Activity.
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from '../support/product';
import { expect, settings, signInThroughApi, test } from '../support/fixtures';

const EVAL_DIR = join(REPO_ROOT, 'api/src/modules/scam-signs/mail/eval');

/** The user's mailbox folder of the stand-in (README "Email protection"). */
const mailbox = (email: string) => join(settings.dataDir, 'gmail', email.toLowerCase());

function fillMailbox(email: string) {
  mkdirSync(mailbox(email), { recursive: true });
  for (const file of readdirSync(EVAL_DIR).filter((name) => name.endsWith('.eml'))) {
    copyFileSync(join(EVAL_DIR, file), join(mailbox(email), file));
  }
}

/** From the email screen through the stand-in's consent page, answered with `button`. */
async function throughConsent(page: Page, button: 'Allow' | 'Cancel') {
  await page.getByRole('button', { name: 'Connect Gmail' }).click();
  await expect(page.getByText('Read your email messages and settings')).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/app\/integrations\/email$/);
}

test('connect Gmail, watch the sync, see scams with reasons, Sync now, settings, disconnect', async ({
  page,
  user,
}) => {
  test.setTimeout(180_000);
  fillMailbox(user.email);
  await signInThroughApi(page, user);
  await page.goto('/app/integrations/email');
  await expect(page.getByRole('heading', { name: 'Email Protection' })).toBeVisible();

  await throughConsent(page, 'Allow');
  await expect(page.getByText('Gmail is connected.')).toBeVisible();
  const bar = page.getByRole('progressbar');
  await expect(page.getByText('Connected account')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(user.email.toLowerCase()).first()).toBeVisible();
  await expect(bar).toBeHidden({ timeout: 60_000 });
  await expect(page.getByText('Threats found in the last sync')).toBeVisible();

  // Activity on the dashboard: the scams with the reasons they were flagged.
  await page.goto('/app/dashboard');
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText('Why we flagged this').first()).toBeVisible();
  await expect(activity).toContainText(/imitates|does not belong to|goes to|gift cards|relative in trouble/);

  // A scam delivered now is found by 'Sync now'.
  const scam = [
    'From: "PayPal" <service@paypa1-alerts.com>',
    `To: ${user.email}`,
    'Subject: Final notice: confirm your PayPal account',
    `Date: ${new Date().toUTCString()}`,
    'Content-Type: text/html; charset=utf-8',
    '',
    '<p>Confirm your account within 24 hours: <a href="https://paypa1-alerts.com/x">www.paypal.com</a></p>',
    '',
  ].join('\r\n');
  writeFileSync(join(mailbox(user.email), 'new-scam.eml'), scam);
  await page.goto('/app/integrations/email');
  await page.getByRole('button', { name: 'Sync now' }).click();
  // The sync runs in the background: Activity shows the new scam once it has run.
  await expect(async () => {
    await page.goto('/app/dashboard');
    await expect(page.getByText('Final notice: confirm your PayPal account').first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 60_000 });

  // Settings survive a reload.
  await page.goto('/app/integrations/email');
  const form = page.getByRole('form', { name: 'Email protection settings' });
  await form.getByRole('radio', { name: 'Once a day' }).check();
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Your settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Once a day' })).toBeChecked();

  // Disconnect through the confirm dialog.
  await page.getByRole('button', { name: 'Disconnect Gmail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Gmail?' });
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
});

test('Cancel on Google’s consent page says so and connects nothing', async ({ page, user }) => {
  await signInThroughApi(page, user);
  await page.goto('/app/integrations/email');
  await throughConsent(page, 'Cancel');
  await expect(page.getByText('You cancelled the connection to Gmail.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Gmail' })).toBeVisible();
});
