/**
 * The gateway follows scaling (issue 35 item 3): the API scaled to 3 replicas on the running
 * stack gets requests on its third replica through the same nginx, never restarted (it looks
 * `api` up at run time through the stack's DNS, as through Docker's under Compose). With the
 * first two replicas then killed, signed-in reads still answer, every one from the third. The
 * killed replicas are started again and the API scaled back to 2, for the tests after this one.
 */
import { expect, signInThroughApi, test } from '../support/fixtures';
import { logOf, stack, type StackProcess } from './control';

/** A signed-in read every replica answers from the shared database. */
const READ = '/users/api/user/detail/';
/** Signed-in reads that must all be answered by the one replica left. */
const READS_ALONE = 10;

/** How many {@link READ} requests replica `id` has logged receiving (its log is appended). */
const received = (id: string) =>
  logOf(id).filter(
    (line) =>
      line.includes('"msg":"incoming request"') &&
      line.includes('"method":"GET"') &&
      line.includes(`"url":"${READ}"`),
  ).length;

/** The API replicas as [id, address, up]. */
const apiReplicas = (processes: StackProcess[]) =>
  processes.filter((p) => p.service === 'api').map((p) => [p.id, p.address, p.up]);

const pidOf = (processes: StackProcess[], id: string) => processes.find((p) => p.id === id)?.pid;

test('the API scaled to 3 on the running stack: the same gateway sends to the third replica, alone once the others are killed', async ({
  request,
  user,
}) => {
  test.setTimeout(240_000);
  const before = await stack.status();
  const gateway = pidOf(before, 'gateway');
  expect(gateway).toBeTruthy();
  expect(apiReplicas(before)).toEqual([
    ['api-1', '127.0.0.1', true],
    ['api-2', '127.0.0.2', true],
  ]);
  await signInThroughApi(request, user);
  const statuses: number[] = [];
  const read = async () => {
    const response = await request.get(READ);
    statuses.push(response.status());
    return response.status();
  };

  try {
    const scaled = await stack.scale('api', 3);
    expect(apiReplicas(scaled)).toEqual([
      ['api-1', '127.0.0.1', true],
      ['api-2', '127.0.0.2', true],
      ['api-3', '127.0.0.3', true],
    ]);
    // The gateway finds the new replica once its kept answer for `api` expires (5 s at most),
    // then starts each request at a replica by chance: one read after another until one lands.
    const third = received('api-3');
    await expect
      .poll(async () => (await read()) === 200 && received('api-3') > third, { timeout: 30_000 })
      .toBe(true);
    expect(
      statuses.filter((status) => status !== 200),
      'every read while scaling answers',
    ).toEqual([]);

    await stack.kill('api-1', 'SIGKILL');
    await stack.kill('api-2', 'SIGKILL');
    // An nginx worker's kept answer may still name the killed replicas: it meets a refused
    // connection and moves on to the next address, api-3 once the answer names it (5 s at most).
    await expect.poll(read).toBe(200);
    const alone = received('api-3');
    const answers: number[] = [];
    for (let i = 0; i < READS_ALONE; i += 1) answers.push(await read());
    expect(answers).toEqual(Array(READS_ALONE).fill(200));
    await expect.poll(() => received('api-3') - alone).toBe(READS_ALONE);
    expect(pidOf(await stack.status(), 'gateway'), 'the gateway was not restarted').toBe(gateway);

    // Back to the file's 2 replicas: each killed one started again, then the third stopped.
    await stack.start('api-1');
    await stack.start('api-2');
    const back = await stack.scale('api', 2);
    expect(apiReplicas(back)).toEqual([
      ['api-1', '127.0.0.1', true],
      ['api-2', '127.0.0.2', true],
    ]);
  } finally {
    // Whatever failed above, the next tests find 2 healthy replicas (a no-op when they run).
    await stack.scale('api', 2);
  }
  // The third replica is gone from the gateway's answers with no error seen: a kept answer
  // that still names it meets a refused connection and moves on.
  const after: number[] = [];
  for (let i = 0; i < 8; i += 1) after.push(await read());
  expect(after).toEqual(Array(8).fill(200));
  expect(pidOf(await stack.status(), 'gateway'), 'the gateway was not restarted').toBe(gateway);
});
