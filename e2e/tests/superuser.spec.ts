/**
 * Superuser tools (issue 13; spec 001 §2, §6): the Project Dashboard, impersonating a user with
 * the banner and Stop, and a plain user getting neither page, in the menu or on the server.
 */
import { expect, signInThroughApi, test } from '../support/fixtures';

test('a superuser opens the Project Dashboard, impersonates a user, sees the banner and stops', async ({
  page,
  makeUser,
}) => {
  const admin = await makeUser('superuser', { superuser: true, firstName: 'Grace' });
  const member = await makeUser('impersonated', { firstName: 'Katherine' });
  await signInThroughApi(page, admin);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: admin.email }).click();
  await page.getByRole('menuitem', { name: 'Project Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project Dashboard' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Sign-ups per day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: member.email })).toBeVisible();

  // The spec's address, typed into the address bar, opens the same tool (spec 001 §2).
  await page.goto('/support/');
  await expect(page.getByRole('heading', { level: 1, name: 'Impersonate a User' })).toBeVisible();
  await page.getByLabel('Search users').fill(member.email);
  await page.getByRole('radio', { name: new RegExp(member.email) }).check();
  // Unique to this attempt: the audit lists every superuser's impersonations, a retry's too.
  const reason = `Helping with the phone setup of ${member.email}`;
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Impersonate' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Impersonation', exact: true });
  await expect(banner).toContainText(`${member.email}), impersonated by`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Katherine');
  // Changing the password is refused while impersonating, on the server.
  const refused = await page.evaluate(async () => {
    const csrf = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
    const answer = await fetch('/_allauth/browser/v1/account/password/change', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRFToken': csrf },
      body: JSON.stringify({ current_password: 'x', new_password: 'Whatever-1234!' }),
    });
    return answer.status;
  });
  expect(refused).toBe(403);

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/app\/support$/);
  // The banner goes once the session is read again: a cap that leaves room for a busy machine.
  // Exact: 'Recent impersonations' is a region too, and names match by substring otherwise.
  await expect(page.getByRole('region', { name: 'Impersonation', exact: true })).toHaveCount(0, {
    timeout: 30_000,
  });
  const audit = page.getByRole('region', { name: 'Recent impersonations' });
  await expect(audit.getByRole('row').filter({ hasText: reason })).toHaveCount(1);
  // Start, the refused password change with the call it made, and Stop; between them the writes
  // the user's dashboard made on its own (issue 30 item 1: every write while impersonating).
  const rows = audit.getByRole('row').filter({ hasText: member.email });
  await expect(rows.filter({ hasText: 'Started' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Stopped' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Refused' })).toHaveText(
    /POST \/_allauth\/browser\/v1\/account\/password\/change/,
  );
});

test('a plain user gets neither superuser page, in the menu or from the server', async ({ page, user }) => {
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: user.email }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Project Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Impersonate a User' })).toHaveCount(0);

  for (const path of ['/dashboard/', '/support/']) {
    await page.goto(path);
    await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  }
  expect((await page.request.get('/api/admin/dashboard/')).status()).toBe(403);
  expect((await page.request.get('/api/admin/users/?search=a')).status()).toBe(403);
});
