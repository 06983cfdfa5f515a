/**
 * Benchmark (issue 12): the built-in security agent over HTTP, as the assistant panel uses it.
 * For RUNS explanations of a seeded phishing threat it times, from the moment POST
 * /agents/execute/ is sent: the first event of GET /agents/stream/{id}/ (budget ≤ 100 ms) and the
 * `complete` event. Prints p50, p95 and max in ms; asserts nothing. Database as session-read.ts.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { databaseLabel, openBenchDatabase, signIn } from './support.js';

const RUNS = 30;
const WARM_UP = 3;
const EMAIL = 'bench-agent@example.com';
const PASSWORD = 'Password-123';

type Timing = { firstEvent: number; complete: number };

/** Reads the stream until `complete` or `error`, noting when the first event and the end came. */
async function follow(url: string, cookie: string, sentAt: number): Promise<Timing> {
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' } });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstEvent: number | undefined;
  for await (const chunk of response.body) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (firstEvent === undefined && text.includes('data:')) firstEvent = performance.now() - sentAt;
    if (text.includes('"type":"error"')) throw new Error(`the run failed: ${text.slice(-400)}`);
    if (text.includes('"type":"complete"'))
      return { firstEvent: firstEvent ?? 0, complete: performance.now() - sentAt };
  }
  throw new Error('the stream ended before complete');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const summary = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;

async function main() {
  const { handle, dispose } = await openBenchDatabase();
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    LLM_BASE_URL: '',
    AGENT_RUNS_PER_MINUTE: '1000',
  });
  const app = await buildApp(config, { database: handle, logger: false });
  const user = await app.users.create({ email: EMAIL, password: PASSWORD });
  const { row: threat } = await app.threats.record(user.id, {
    threat_type: 'phishing',
    severity: 'high',
    source_system: 'email_scanner',
    threat_data: {
      subject: 'Your account has been limited',
      sender: { email: 'service@paypa1-secure.com', name: 'PayPal Billing' },
    },
  });
  const { cookie, csrf } = await signIn(app, EMAIL, PASSWORD);
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const timings: Timing[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const sentAt = performance.now();
      const execute = await fetch(`${origin}/agents/execute/`, {
        method: 'POST',
        headers: { cookie, 'x-csrftoken': csrf, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Explain this threat',
          threat_uuid: threat.threatId,
          threat_explanation: true,
          async_execution: true,
        }),
      });
      if (!execute.ok) throw new Error(`execute answered ${execute.status}: ${await execute.text()}`);
      const { execution_id: id } = (await execute.json()) as { execution_id: string };
      const timing = await follow(`${origin}/agents/stream/${id}/`, cookie, sentAt);
      if (run >= WARM_UP) timings.push(timing);
    }
    console.log(
      `Database: ${databaseLabel()}; built-in agent; ${RUNS} explanations after ${WARM_UP} warm-up`,
    );
    console.log(
      `execute → first SSE event: ${summary(timings.map((t) => t.firstEvent))} (budget: <= 100 ms)`,
    );
    console.log(`execute → complete:        ${summary(timings.map((t) => t.complete))}`);
  } finally {
    await app.close();
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
