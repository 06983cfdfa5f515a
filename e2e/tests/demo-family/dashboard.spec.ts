/**
 * The demo account's dashboard changed by its family (issue 4; spec 001 §4, §9): an action item
 * completed and a notification read survive a reload.
 */
import { expect, test } from '../../support/fixtures';
import { personaState } from '../../support/personas';

test.use({ storageState: personaState('demo') });

test('completing an action item and marking a notification read survive a reload', async ({ page }) => {
  await page.goto('/app/dashboard');
  const open = page.getByRole('button', { name: /^Complete: / });
  const unread = page.getByRole('button', { name: /^Mark as read: / });
  await expect(open.first()).toBeVisible();
  await expect(unread.first()).toBeVisible();
  const [items, notifications] = [await open.count(), await unread.count()];
  const itemTitle = ((await open.first().getAttribute('aria-label')) ?? '').replace('Complete: ', '');

  await open.first().click();
  await expect(open).toHaveCount(items - 1);
  await unread.first().click();
  await expect(unread).toHaveCount(notifications - 1);

  await page.reload();
  await expect(open.first()).toBeVisible();
  await expect(open).toHaveCount(items - 1);
  await expect(unread).toHaveCount(notifications - 1);
  await expect(page.getByRole('button', { name: `Complete: ${itemTitle}` })).toHaveCount(0);
});
