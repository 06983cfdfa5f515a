/**
 * The soak in CI, short (issue 35 item 5): two minutes of ops/soak's mixed load through the
 * suite's gateway (signed-in reads, assistant questions answered by a slow model, mailbox syncs,
 * threat reports, dark web scans) while an API replica is SIGKILLed and started again, then the
 * worker. Every run completes with its answer, every sync finishes, no notification is lost or
 * duplicated, no threat report is stored twice, and at most 0.1 % of the requests outside the
 * kill windows fail. The soak starts the API and the worker again without its model at the end;
 * the test then finds every process of the stack up, as the next spec expects.
 */
import { expect, test } from '@playwright/test';
import { formatReport } from '../../ops/soak/report.mjs';
import { RUN_DEADLINE_MS } from '../../ops/soak/assistant.mjs';
import { SYNC_DEADLINE_MS } from '../../ops/soak/mailbox.mjs';
import { runSoak } from '../../ops/soak/soak.mjs';
import { REPO_ROOT } from '../support/product';
import { stack } from './control';

const MINUTES = 2;

test('two minutes of mixed load, an API replica and the worker killed meanwhile: nothing is lost', async ({
  baseURL,
}) => {
  // The load, then the runs and syncs under way given their deadlines, and four restarts.
  test.setTimeout(MINUTES * 60_000 + Math.max(RUN_DEADLINE_MS, SYNC_DEADLINE_MS) + 5 * 60_000);
  const lines: string[] = [];
  const report = await runSoak({
    root: REPO_ROOT,
    origin: baseURL ?? '',
    controlUrl: process.env.LIFEGUARD_STACK_CONTROL_URL ?? '',
    minutes: MINUTES,
    log: (line) => lines.push(line),
  });
  const text = formatReport(report);
  // In the suite's output too: CI's log keeps the soak's figures of every run.
  console.log(text);
  await test
    .info()
    .attach('soak-report', { body: `${lines.join('\n')}\n${text}`, contentType: 'text/plain' });

  expect(report.runs.started, 'questions were asked').toBeGreaterThan(0);
  expect(report.syncs.started, 'syncs were started').toBeGreaterThan(0);
  expect(report.stored.notifications.expected, 'notifications were due').toBeGreaterThan(0);
  expect(report.failures, text).toEqual([]);
  const down = (await stack.status()).filter((p) => p.service !== 'migrate' && !p.up).map((p) => p.id);
  expect(down, 'processes left down').toEqual([]);
});
