/**
 * Server time of a signed-in page (issue 31): the time to the full response of GETs of it with
 * the session cookie and `accept-encoding: br`, from this process (the product runs in its own),
 * so many at a time, as bench/bundle-size.ts prints it.
 */
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync } from 'node:zlib';

/** How a page is loaded. */
export type ServerTimeLoad = {
  /** The product's origin. */
  url: string;
  path: string;
  /** Cookie header: the signed-in session. */
  cookie: string;
  /** Requests measured in all. */
  requests: number;
  /** Requests under way at once. */
  concurrency: number;
  /** Requests made first and not measured (code paths warmed up, bundles loaded). */
  warmUp: number;
};

/** One response: time to its last byte, status, body as sent and its encoding. */
type Timed = { ms: number; status: number; body: Buffer; encoding?: string; cacheControl?: string };

function timedGet(agent: Agent, url: string, cookie: string): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { agent, headers: { 'accept-encoding': 'br', cookie } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          ms: performance.now() - started,
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
          cacheControl: res.headers['cache-control'],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Nearest-rank percentile `p` (0–1) of ascending `sorted`. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;

/** Whether `answer`'s page came server-rendered with its data. */
function serverRendered(answer: Timed): boolean {
  const html = answer.encoding === 'br' ? brotliDecompressSync(answer.body) : answer.body;
  return html.includes('id="lifeguard-state"');
}

/**
 * Loads `load.path` as {@link ServerTimeLoad} says, over keep-alive connections, and prints p50,
 * p95, mean and extremes of the time to the full response, the throughput, and how many answers
 * were 200 and server-rendered. @throws Error when no request answered 200.
 */
export async function printServerTime(title: string, load: ServerTimeLoad): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.concurrency });
  const target = `${load.url}${load.path}`;
  try {
    const run = async (count: number) => {
      const answers: Timed[] = [];
      let next = 0;
      const worker = async () => {
        while (next < count) {
          next++;
          answers.push(await timedGet(agent, target, load.cookie));
        }
      };
      await Promise.all(Array.from({ length: load.concurrency }, worker));
      return answers;
    };
    await run(load.warmUp);
    const started = performance.now();
    const answers = await run(load.requests);
    const seconds = (performance.now() - started) / 1000;
    const ok = answers.filter((answer) => answer.status === 200);
    if (ok.length === 0) throw new Error(`GET ${load.path} never answered 200 (${answers[0]?.status})`);
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    const rendered = ok.filter(serverRendered).length;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`\n${title}`);
    console.log(
      `  ${answers.length} requests (after ${load.warmUp} not counted), ${load.concurrency} at a time, ` +
        `keep-alive, accept-encoding br: ${(answers.length / seconds).toFixed(1)} req/s`,
    );
    console.log(
      `  time to full response: p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))} ` +
        `(mean ${ms(mean)}, min ${ms(times[0]!)}, max ${ms(times.at(-1)!)})`,
    );
    const sample = ok[0]!;
    console.log(
      `  ${ok.length}/${answers.length} answered 200, ${rendered} of them server-rendered (#lifeguard-state); ` +
        `${sample.body.length.toLocaleString('en-US')} B ${sample.encoding ?? 'identity'}, ` +
        `cache-control: ${sample.cacheControl ?? '(none)'}`,
    );
  } finally {
    agent.destroy();
  }
}
