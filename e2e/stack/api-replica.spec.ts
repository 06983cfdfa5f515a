/**
 * Several API processes (issue 18 "Correct with several API processes"): an assistant answer
 * whose stream is cut by its API replica being killed is resumed by the panel through the other
 * replica (events fan out over Redis; the database keeps them) and completes. Issue 35: when the
 * replica killed is the one that runs the answer, another process takes the run over once its
 * lease lapses, and the answer still completes, streamed once.
 */
import type { Page } from '@playwright/test';
import { expect, signInThroughApi, test } from '../support/fixtures';
import { DEMO_USER } from '../support/product';
import { logOf, stack } from './control';
import { startHeldChat } from './held-chat';

const FIRST_HALF = 'The first half of the answer.';
const SECOND_HALF = 'The second half, sent once a replica was gone.';

/** The API replicas' ids (api-1, api-2). */
async function replicas(): Promise<string[]> {
  return (await stack.status()).filter((p) => p.service === 'api').map((p) => p.id);
}

/** How many requests `method url` replica `id` has logged receiving. */
const received = (id: string, method: string, url: string) =>
  logOf(id).filter(
    (line) =>
      line.includes('"msg":"incoming request"') &&
      line.includes(`"method":"${method}"`) &&
      line.includes(`"url":"${url}"`),
  ).length;

const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation with Lifeguard' });

/** How long a run is leased at a time here (AGENT_LEASE_MS): a killed replica holds it that long. */
const LEASE_MS = '3000';

/** The API replicas and the worker again, with the built-in agent the other suites expect. */
async function restoreAgent(page: Page) {
  // The page leaves first, so nothing it sends meets the replicas while they restart; then eight
  // answers in a row, each on a new connection (taken by any gateway worker), before the next test.
  await page.goto('about:blank');
  await stack.restart('api');
  await stack.restart('worker');
  const answersInARow = async () => {
    for (let i = 0; i < 8; i += 1) {
      const answer = await page.request.get('/app/remotes.json', { headers: { connection: 'close' } });
      if (!answer.ok()) return false;
    }
    return true;
  };
  await expect.poll(answersInARow).toBe(true);
}

test('an API replica killed while an answer streams: the panel resumes through the other and completes', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const chat = await startHeldChat(FIRST_HALF, SECOND_HALF);
  await stack.restart('api', { LLM_BASE_URL: chat.baseUrl, LLM_API_KEY: 'e2e-held', LLM_MODEL: 'held' });
  try {
    const ids = await replicas();
    expect(ids).toHaveLength(2);
    await signInThroughApi(page, DEMO_USER);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
    const input = page.getByRole('textbox', { name: 'Message to Lifeguard' });

    // The gateway spreads requests over both replicas; the test needs the stream on the replica
    // that does not run the answer (killing that one would end the run itself). It asks again
    // until the two differ, letting each answer that does not qualify finish.
    let killed: string | undefined;
    for (let attempt = 1; attempt <= 8 && !killed; attempt += 1) {
      const executes = ids.map((id) => received(id, 'POST', '/agents/execute/'));
      const streamRequest = page.waitForRequest(/\/agents\/stream\/[^/]+\/$/);
      await input.fill(`Question ${attempt}: is this message safe?`);
      await page.keyboard.press('Enter');
      const streamUrl = new URL((await streamRequest).url()).pathname;
      await expect(conversation(page).getByText(FIRST_HALF)).toHaveCount(attempt);
      await expect.poll(() => chat.received()).toBe(attempt);
      await expect
        .poll(() => ids.filter((id, i) => received(id, 'POST', '/agents/execute/') > executes[i]!).length)
        .toBe(1);
      const executor = ids.find((id, i) => received(id, 'POST', '/agents/execute/') > executes[i]!);
      await expect
        .poll(() => ids.filter((id) => received(id, 'GET', streamUrl) > 0).length)
        .toBeGreaterThan(0);
      const streamer = ids.find((id) => received(id, 'GET', streamUrl) > 0);
      if (streamer && streamer !== executor) {
        await stack.kill(streamer, 'SIGKILL');
        killed = streamer;
      }
      chat.release();
      await expect(conversation(page).getByText(SECOND_HALF)).toHaveCount(attempt, { timeout: 30_000 });
      await expect(conversation(page).getByRole('group', { name: 'Was this answer helpful?' })).toHaveCount(
        attempt,
      );
    }
    expect(killed, 'the stream landed on the other replica than the run in 8 questions').toBeDefined();
    // The answer is stored whole: the history has it, read through the replica left.
    const history = (await (await page.request.get('/agents/history/')).json()) as {
      results: { execution_id: string }[];
    };
    const latest = history.results[0]?.execution_id;
    const execution = await (await page.request.get(`/agents/execution/${latest}/`)).json();
    expect(JSON.stringify(execution)).toContain(SECOND_HALF);
  } finally {
    await chat.close();
    await restoreAgent(page);
  }
});

test('the API replica running an answer is killed: another process takes the run over and the answer completes once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const chat = await startHeldChat(FIRST_HALF, SECOND_HALF);
  // Every process that may take the run over answers with the same model (the worker too).
  const env = {
    LLM_BASE_URL: chat.baseUrl,
    LLM_API_KEY: 'e2e-held',
    LLM_MODEL: 'held',
    AGENT_LEASE_MS: LEASE_MS,
  };
  await stack.restart('api', env);
  await stack.restart('worker', env);
  try {
    const ids = await replicas();
    await signInThroughApi(page, DEMO_USER);
    await page.goto('/app/dashboard');
    await page.getByRole('button', { name: 'Ask Lifeguard' }).first().click();
    const executes = ids.map((id) => received(id, 'POST', '/agents/execute/'));
    await page.getByRole('textbox', { name: 'Message to Lifeguard' }).fill('Is this email a scam?');
    await page.keyboard.press('Enter');
    await expect(conversation(page).getByText(FIRST_HALF)).toHaveCount(1);
    await expect
      .poll(() => ids.filter((id, i) => received(id, 'POST', '/agents/execute/') > executes[i]!).length)
      .toBe(1);
    const runner = ids.find((id, i) => received(id, 'POST', '/agents/execute/') > executes[i]!)!;

    await stack.kill(runner, 'SIGKILL');
    // Once the lease lapses, another process takes the run over and asks the model again.
    await expect.poll(() => chat.received(), { timeout: 60_000 }).toBe(2);
    chat.release();

    await expect(conversation(page).getByText(SECOND_HALF)).toHaveCount(1, { timeout: 30_000 });
    await expect(conversation(page).getByRole('group', { name: 'Was this answer helpful?' })).toHaveCount(1);
    // Streamed once: the first half the killed replica sent is not sent again.
    await expect(conversation(page).getByText(FIRST_HALF)).toHaveCount(1);
    const history = (await (await page.request.get('/agents/history/')).json()) as {
      results: { execution_id: string }[];
    };
    const execution = (await (
      await page.request.get(`/agents/execution/${history.results[0]?.execution_id}/`)
    ).json()) as { status: string; output: { response: string } | null };
    expect(execution.status).toBe('completed');
    expect(execution.output?.response).toBe(`${FIRST_HALF}${SECOND_HALF}`);
  } finally {
    await chat.close();
    await restoreAgent(page);
  }
});
