// @ts-check
/**
 * `npm run bench:stack` (issue 18): requests/s of a session-authenticated read
 * (GET /users/api/user/detail/, the API bench's read) through the stack's nginx gateway with
 * both API replicas, then with one of them killed, in the same run. The load comes from the
 * autocannon CLI in its own process. On a 2-core machine the gateway, both replicas,
 * PostgreSQL and the load generator share the cores, so 2 replicas cannot double the figure.
 * The gateway looks the replicas up at run time and so opens a connection to the API for each
 * request (no keepalive with a variable proxy_pass, issue 35 item 3; README "Scale the API").
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT, seedDemo, startStack } from './stack.mjs';

const CONNECTIONS = 20;
const DURATION_S = 15;
const DEMO = { email: 'demo@lifeguard.local', password: 'Lifeguard-demo-1' };
const AUTOCANNON = createRequire(join(ROOT, 'api', 'package.json')).resolve('autocannon/autocannon.js');

/**
 * Average requests/s of `url` under autocannon after a 3 s warm-up, and the failed requests.
 * @param {string} url @param {string} cookie
 * @throws {Error} when more than 1 in 1,000 requests fail (non-2xx, or a connection error)
 */
async function load(url, cookie) {
  const run = (/** @type {number} */ seconds) =>
    new Promise((resolve, reject) => {
      const args = [
        AUTOCANNON,
        '--json',
        '-c',
        String(CONNECTIONS),
        '-d',
        String(seconds),
        '-H',
        `cookie=${cookie}`,
      ];
      const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.on('close', (code) =>
        code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
      );
    });
  await run(3);
  const result =
    /** @type {{ requests: { average: number, total: number }, non2xx: number, errors: number }} */ (
      await run(DURATION_S)
    );
  const failed = result.non2xx + result.errors;
  if (failed * 1000 > result.requests.total) {
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors of ${result.requests.total}`);
  }
  return { perSecond: result.requests.average, failed, total: result.requests.total };
}

/** The demo account's session cookie, signed in through the gateway. */
async function signIn(/** @type {string} */ origin) {
  const visit = await fetch(`${origin}/_allauth/browser/v1/auth/session`);
  const csrf = /csrftoken=([^;]+)/.exec(visit.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${origin}/_allauth/browser/v1/auth/login`, {
    method: 'POST',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const session = /sessionid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`the demo sign-in failed: ${login.status}`);
  return `sessionid=${session}; csrftoken=${csrf}`;
}

const port = Number(process.env.STACK_BENCH_PORT ?? 8890);
process.env.POSTGRES_DB ??= 'lifeguard_stack_bench';
process.env.LOG_LEVEL ??= 'warn';
const stack = await startStack({ port, dir: join(ROOT, '.data', 'stack-bench'), log: 'files', fresh: true });
try {
  seedDemo(stack.apiEnv);
  const url = `${stack.origin}/users/api/user/detail/`;
  const cookie = await signIn(stack.origin);
  const two = await load(url, cookie);
  await stack.supervisor.kill('api-2', 'SIGTERM');
  // Let the gateway find the replica gone before measuring.
  for (let i = 0; i < 10; i += 1) await fetch(url, { headers: { cookie } });
  await sleep(500);
  const one = await load(url, cookie);
  console.log(
    `Stack bench (issue 18): GET /users/api/user/detail/ with a session, through the nginx gateway`,
  );
  console.log(
    `  autocannon in its own process: ${CONNECTIONS} connections, ${DURATION_S} s each after 3 s warm-up`,
  );
  const line = (/** @type {{ perSecond: number, failed: number, total: number }} */ r) =>
    `${r.perSecond.toFixed(0)} req/s (${r.failed} failed of ${r.total})`;
  console.log(`  2 API replicas: ${line(two)}`);
  console.log(`  1 API replica:  ${line(one)}`);
  console.log(`  2 / 1: ${(two.perSecond / one.perSecond).toFixed(2)}×`);
} finally {
  await stack.close();
}
