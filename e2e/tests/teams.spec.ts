/**
 * Families (issue 13; spec 001 §2 user menu, §4 Teams, §5): a mailed invitation accepted by a
 * second user, switching family from the user menu, and the dashboard's no-team rule.
 */
import type { Page } from '@playwright/test';
import { invitationLinkIn, uniqueEmail, waitForMail } from '../support/product';
import { expect, settings, signInThroughApi, test, type TestUser } from '../support/fixtures';
import { answerQuestionnaire } from '../support/registration';

/** The slug of the signed-in user's current family (the first of the team list). */
async function currentSlug(page: Page): Promise<string> {
  const answer = await page.request.get('/teams/api/teams/');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: { slug: string }[] }).results[0]?.slug ?? '';
}

/** Opens the user menu from the card that names `user`. */
async function openUserMenu(page: Page, user: TestUser) {
  await page.getByRole('button', { name: user.email }).click();
  await expect(page.getByRole('menu', { name: 'User menu' })).toBeVisible();
}

test('a second user accepts a mailed invitation and appears in Team Settings; switching family from the menu', async ({
  page,
  browser,
  makeUser,
}) => {
  const ada = await makeUser('family admin', { firstName: 'Ada' });
  const grace = await makeUser('invited member', { firstName: 'Grace' });
  await signInThroughApi(page, ada);
  await page.goto('/app/dashboard');
  await openUserMenu(page, ada);
  await page.getByRole('menuitem', { name: 'Team Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Ada's family" })).toBeVisible();

  const sentAt = Date.now();
  await page.getByLabel('Email address').fill(grace.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const pending = page.getByRole('region', { name: 'Pending invitations' });
  await expect(pending.getByText(grace.email)).toBeVisible();
  const link = invitationLinkIn(await waitForMail(settings.dataDir, grace.email, { since: sentAt }));

  // Grace opens the link signed out, signs in from it and lands back on the acceptance.
  const graceContext = await browser.newContext();
  const gracePage = await graceContext.newPage();
  await gracePage.goto(link);
  await expect(gracePage.locator('main')).toContainText(
    "Ada Lovelace invited you to join Ada's family as a member.",
  );
  await gracePage.getByRole('link', { name: 'Sign in to accept' }).click();
  await gracePage.getByLabel('Email', { exact: true }).fill(grace.email);
  await gracePage.getByLabel('Password', { exact: true }).fill(grace.password);
  await gracePage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(gracePage).toHaveURL(/\/app\/teams\/invitation\/\d+\?key=/);
  await gracePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(gracePage.getByRole('heading', { level: 1, name: "Ada's family" })).toBeVisible();
  await expect(gracePage.getByRole('region', { name: 'Members' }).getByText(grace.email)).toBeVisible();

  // The link is single use.
  await gracePage.goto(link);
  await expect(gracePage.getByText('This invitation has already been accepted.')).toBeVisible();

  // Ada sees Grace among the members, and no longer among the pending invitations.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Members' }).getByText(grace.email)).toBeVisible();
  await expect(pending.getByText(grace.email)).toHaveCount(0);

  // Accepting made Ada's family Grace's current one; the menu switches back to her own.
  await gracePage.goto('/app/dashboard');
  await openUserMenu(gracePage, grace);
  const switchGroup = gracePage.getByRole('group', { name: 'Switch Team' });
  const switched = gracePage.waitForResponse((r) => /\/teams\/api\/teams\/\d+\/switch\/$/.test(r.url()));
  await switchGroup.getByRole('menuitem', { name: "Grace's family" }).click();
  expect((await switched).status()).toBe(200);
  await expect(gracePage).toHaveURL(/\/app\/dashboard$/);
  expect(await currentSlug(gracePage)).toMatch(/^graces-family/);
  await openUserMenu(gracePage, grace);
  await expect(
    gracePage.getByRole('group', { name: 'Switch Team' }).getByRole('menuitem', { name: "Ada's family" }),
  ).toBeVisible();
  await graceContext.close();
});

test('a visitor invited by mail creates an account from the link and lands back on the acceptance', async ({
  page,
  browser,
  user,
}) => {
  await signInThroughApi(page, user);
  const email = uniqueEmail('invited visitor');
  const sentAt = Date.now();
  const invited = await page.request.post(`/a/${await currentSlug(page)}/team/api/invitations/`, {
    headers: {
      'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '',
    },
    data: {
      email,
      role: 'member',
      team: ((await (await page.request.get('/teams/api/teams/')).json()) as { results: { id: number }[] })
        .results[0]?.id,
    },
  });
  expect(invited.status()).toBe(201);
  const link = invitationLinkIn(await waitForMail(settings.dataDir, email, { since: sentAt }));

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await visitor.getByRole('button', { name: 'Create an account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await visitor.getByLabel('First name').fill('Grace');
  await visitor.getByLabel('Last name').fill('Hopper');
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(/\/app\/register\/who-protecting$/);
  await answerQuestionnaire(visitor);
  await expect(visitor).toHaveURL(/\/app\/register\/setup-password$/, { timeout: 15_000 });
  await visitor.getByLabel('Password', { exact: true }).fill('Lifeguard-2026');
  await visitor.getByLabel('Confirm password').fill('Lifeguard-2026');
  await visitor.getByRole('button', { name: 'Set Password' }).click();

  await expect(visitor).toHaveURL(/\/app\/teams\/invitation\/\d+\?key=/);
  await visitor.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: "Ada's family" })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Members' }).getByText(email)).toBeVisible();
  await visitor.context().close();
});

test("a user without a family sees 'You need to create a team first.' and can create one", async ({
  page,
  user,
}) => {
  await signInThroughApi(page, user);
  // Leaving their only family deletes it (the last member), which leaves no family at all.
  const slug = await currentSlug(page);
  await page.goto(`/a/${slug}/team/`);
  await expect(page).toHaveURL(new RegExp(`/app/a/${slug}/team/$`));
  await page.getByRole('button', { name: 'Leave', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave family' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('You need to create a team first.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a family' }).click();
  await page.getByLabel('Family name').fill('The Lovelaces');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Lovelaces' })).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome to Lifeguard, ${user.firstName}!`,
  );
  await expect(page.getByText('You need to create a team first.')).toHaveCount(0);
});
