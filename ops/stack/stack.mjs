// @ts-check
/**
 * `npm run stack` and `npm run test:stack` (issue 18): docker-compose.yml's topology as local
 * processes. {@link startStack} checks the machine's packages (prerequisites.mjs), reads the
 * file, builds the stale apps, plans the processes (plan.mjs), starts them (supervisor.mjs) and
 * serves the control calls of the fault tests and tools (the soak) on a loopback port, the
 * gateway's minus one. Each POST answers once it is done, with GET /status's answer; an error
 * answers 400 {"error": "..."}.
 *
 *   GET  /status                     every process: id, service, address, port, pid, up
 *   GET  /api                        the API's DATABASE_URL, DATA_DIR and APPS_DIR, for tools beside it
 *   POST /services/<name>/restart    body {"env": {...}}: start again with these variables
 *   POST /services/<name>/stop       stop every replica
 *   POST /services/<name>/scale      body {"replicas": N}: run N replicas (issue 35 item 3): the
 *                                    highest above N stopped (SIGTERM), replicas 1 to N that do
 *                                    not run started on 127.0.0.<n>, all healthy; the gateway
 *                                    follows through the stack's DNS, without a restart
 *   POST /processes/<id>/kill        body {"signal": "SIGKILL"}: one replica (api-1)
 *   POST /processes/<id>/start       start one replica that was killed or stopped (api-1) again,
 *                                    with its service's last variables; answers once healthy
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from '../../scripts/build-stale.mjs';
import { composeVariables, readCompose } from './compose.mjs';
import { planStack } from './plan.mjs';
import { checkPrerequisites } from './prerequisites.mjs';
import { createSupervisor } from './supervisor.mjs';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the stack. The gateway listens on `port` (the first port; the others follow it), the
 * control server on `port - 1`. `env` is applied over the environment Compose would read
 * (`.env`, then the process's); PUBLIC_URL defaults to the gateway's loopback origin.
 * `fresh` drops the stack's database first (tests). `scale` runs a service with another number
 * of replicas than the file's (`--scale api=3`).
 * @param {{ port: number, dir?: string, log?: 'inherit' | 'files', fresh?: boolean, env?: Record<string, string>, scale?: Record<string, number> }} options
 * @throws {Error} before building or starting anything when nginx or its brotli module is
 *   missing (issue 34 item 1), naming the packages and the command that installs them
 */
export async function startStack({
  port,
  dir = join(ROOT, '.data', 'stack'),
  log = 'inherit',
  fresh = false,
  env = {},
  scale = {},
}) {
  checkPrerequisites();
  buildStale();
  const origin = `http://127.0.0.1:${port}`;
  const vars = { PUBLIC_URL: origin, ...composeVariables(ROOT), ...env };
  const services = readCompose(ROOT, vars);
  const postgresEnv = services.find((s) => s.name === 'postgres')?.environment ?? {};
  const postgres = {
    user: postgresEnv.POSTGRES_USER ?? 'postgres',
    password: postgresEnv.POSTGRES_PASSWORD ?? '',
    database: postgresEnv.POSTGRES_DB ?? 'postgres',
  };
  const plan = planStack(services, { root: ROOT, dir, firstPort: port, scale });
  const supervisor = createSupervisor(plan.services, {
    dir,
    log,
    resolver: plan.resolver,
    freshDatabase: fresh,
    postgres,
  });
  const control = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      answer(supervisor, request.method ?? 'GET', request.url ?? '/', body).then(
        (result) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error) =>
          response
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: String(error.message) })),
      );
    });
  });
  await new Promise((done) => control.listen(port - 1, '127.0.0.1', () => done(undefined)));
  try {
    await supervisor.up();
  } catch (error) {
    await supervisor.down();
    control.close();
    throw error;
  }
  const api = plan.services.find((s) => s.name === 'api')?.replicas[0];
  return {
    supervisor,
    origin,
    controlUrl: `http://127.0.0.1:${port - 1}`,
    /** The API's DATABASE_URL and DATA_DIR, for tools that work beside it (createuser). */
    apiEnv: api?.env ?? {},
    async close() {
      await supervisor.down();
      await new Promise((done) => control.close(() => done(undefined)));
    },
  };
}

/**
 * Creates the demo family account (README "Demo account") in the stack's database, as
 * `npm run seed:demo` beside it would, with the API's variables `apiEnv`.
 * @param {Record<string, string>} apiEnv
 * @throws {Error} with the tool's output when it fails
 */
export function seedDemo(apiEnv) {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/seed-demo.ts'], {
    cwd: join(ROOT, 'api'),
    env: { ...process.env, ...apiEnv },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stdout}${seed.stderr}`);
  return seed.stdout.trim();
}

/**
 * One control call (see the module's comment).
 * @param {import('./supervisor.mjs').Supervisor} supervisor
 * @param {string} method @param {string} url @param {string} body
 */
async function answer(supervisor, method, url, body) {
  const input = body ? JSON.parse(body) : {};
  if (method === 'GET' && url === '/status') return supervisor.status();
  if (method === 'GET' && url === '/api') {
    const api = supervisor.services.find((s) => s.name === 'api')?.replicas[0]?.env ?? {};
    return { DATABASE_URL: api.DATABASE_URL, DATA_DIR: api.DATA_DIR, APPS_DIR: api.APPS_DIR };
  }
  const service = /^\/services\/([a-z0-9-]+)\/(restart|stop|scale)$/.exec(url);
  if (method === 'POST' && service) {
    const [, name = '', action] = service;
    if (action === 'restart') await supervisor.restart(name, input.env ?? {});
    else if (action === 'scale') await supervisor.scale(name, input.replicas);
    else await supervisor.stop(name);
    return supervisor.status();
  }
  const one = /^\/processes\/([a-z0-9-]+)\/(kill|start)$/.exec(url);
  if (method === 'POST' && one) {
    const [, id = '', action] = one;
    if (action === 'kill') await supervisor.kill(id, input.signal ?? 'SIGKILL');
    else await supervisor.start(id);
    return supervisor.status();
  }
  throw new Error(`unknown control call ${method} ${url}`);
}
