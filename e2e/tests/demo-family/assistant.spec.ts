/**
 * The security assistant (issue 12; spec 001 §2 chat panel, §4 "Agent run", §9 suggestions):
 * Explain on a timeline threat streams an answer about that threat, a suggestion gets its own
 * answer, feedback is stored, an answer's action items reach the dashboard, and with the stream
 * blocked the panel finishes through polling.
 */
import type { Page } from '@playwright/test';
import { CHAT_SUGGESTIONS } from '@lifeguard/contracts/agents';
import { expect, signInThroughApi, test } from '../../support/fixtures';
import { personaState } from '../../support/personas';

type History = {
  results: { execution_id: string; message: string; feedback: { helpful: boolean } | null }[];
};

/** The demo dashboard with its timeline showing (the first-time summary dismissed). */
async function openDemoTimeline(page: Page) {
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Dismiss scan summary' }).click();
  await expect(page.getByRole('list', { name: 'Threat events' })).toBeVisible();
}

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with Lifeguard' });
const feedbackGroups = (page: Page) =>
  conversation(page).getByRole('group', { name: 'Was this answer helpful?' });

test.describe('as the demo family', () => {
  test.use({ storageState: personaState('demo') });

  test('Explain streams an answer naming the threat, a suggestion gets its own, and feedback is stored', async ({
    page,
  }) => {
    await openDemoTimeline(page);
    await page.getByRole('button', { name: /^Explain: .*PayPal/ }).click();

    const panel = page.getByRole('complementary', { name: 'Security assistant' });
    await expect(panel).toBeVisible();
    // The demo's phishing email came from a look-alike PayPal address (api/src/modules/demo).
    await expect(conversation(page)).toContainText('paypa1-secure.com');
    await expect(feedbackGroups(page)).toHaveCount(1);
    await expect(panel.getByRole('listitem').filter({ hasText: 'get_threat' })).toContainText('Completed');

    const suggestion = panel.getByRole('button', { name: CHAT_SUGGESTIONS[1] });
    await suggestion.click();
    await expect(feedbackGroups(page)).toHaveCount(2);
    await expect(conversation(page)).toContainText('family member');

    await feedbackGroups(page).last().getByRole('button', { name: 'Helpful', exact: true }).click();
    await expect(
      feedbackGroups(page).last().getByRole('button', { name: 'Helpful', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const history = (await (await page.request.get('/agents/history/')).json()) as History;
        const latest = history.results[0];
        return { message: latest?.message, feedback: latest?.feedback };
      })
      .toEqual({ message: CHAT_SUGGESTIONS[1], feedback: { helpful: true } });

    // A new opening is a new conversation (spec 001 §4: a new chat session id each time).
    await panel.getByRole('button', { name: 'Close security assistant' }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
    await expect(feedbackGroups(page)).toHaveCount(0);
    await expect(panel.getByRole('list', { name: 'Example questions' })).toBeVisible();
  });

  test("explaining the dark web scan adds the agent's recommendation to the action items", async ({
    page,
  }) => {
    await openDemoTimeline(page);
    // Other suites scan the demo account too: the newest scan's threat comes first.
    await page
      .getByRole('button', { name: /^Explain: Dark web scan/ })
      .first()
      .click();
    await expect(feedbackGroups(page)).toHaveCount(1);
    await expect(conversation(page)).toContainText('with your action items on the dashboard');
    const history = (await (await page.request.get('/agents/history/')).json()) as History;
    const execution = (await (
      await page.request.get(`/agents/execution/${history.results[0]?.execution_id}/`)
    ).json()) as { output: { action_items_created: { action_item_id: number; message: string }[] } };
    const titles = execution.output.action_items_created.map(({ message }) => message.split(': ')[1]);
    expect(titles.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Close security assistant' }).click();
    // The dashboard's list refreshes without a reload (the answer invalidates its action items).
    const open = page.getByRole('list', { name: 'Open action items' });
    for (const title of titles) await expect(open.getByText(title ?? '', { exact: true })).toBeVisible();
  });
});

test('with the stream blocked, the panel finishes the answer by polling the status', async ({
  page,
  user,
}) => {
  let blocked = 0;
  await page.route('**/agents/stream/**', (route) => {
    blocked += 1;
    return route.abort();
  });
  await signInThroughApi(page, user);
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
  const input = page.getByRole('textbox', { name: 'Message to Lifeguard' });
  await expect(input).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('Is http://amaz0n-giftcard-rewards.shop/claim safe?');
  await page.keyboard.press('Enter');
  // Polled every 2 s after the stream's error (spec 001 §4), then the execution is fetched.
  await expect(conversation(page)).toContainText('amaz0n-giftcard-rewards.shop and looks dangerous', {
    timeout: 20_000,
  });
  await expect(feedbackGroups(page)).toHaveCount(1);
  expect(blocked).toBeGreaterThan(0);
});
