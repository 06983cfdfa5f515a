// @ts-check
/**
 * Runs a planned stack (plan.mjs) as local processes, as Compose runs the containers: in
 * `depends_on` order, waiting for `service_healthy` (the service's own health check, run
 * locally) and `service_completed_successfully`; the machine's PostgreSQL gets the role and
 * database the `postgres` service would create. A service can be stopped, started again with
 * other variables (a deploy, a rollback) or have one replica killed while the rest runs, from
 * this process or through the loopback control server the fault tests use (control.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {import('./plan.mjs').PlannedService} PlannedService
 * @typedef {import('./plan.mjs').Process} Process
 * @typedef {{ process: Process, child: import('node:child_process').ChildProcess, exited: Promise<number | null> }} Running
 */

/** How long a service may take to become healthy or to finish, ms (a busy 2-core machine). */
const READY_TIMEOUT_MS = 180_000;
/** Between two health checks, ms. */
const HEALTH_INTERVAL_MS = 500;
/** From SIGTERM to SIGKILL, ms. */
const STOP_GRACE_MS = 10_000;

/** What every container has besides its declared variables. */
const BASE_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

/** Whether something accepts TCP connections at `host:port`. */
function listening(/** @type {string} */ address) {
  const [host, port] = address.split(':');
  return new Promise((done) => {
    const socket = connect({ host, port: Number(port) });
    socket.once('connect', () => socket.end(() => done(true)));
    socket.once('error', () => done(false));
  });
}

/**
 * @param {PlannedService[]} services
 * @param {{ dir: string, log: 'inherit' | 'files', freshDatabase?: boolean, postgres?: { user: string, password: string, database: string } }} options
 */
export function createSupervisor(services, { dir, log, freshDatabase = false, postgres }) {
  /** @type {Map<string, Running>} by process id */
  const running = new Map();
  /** @type {Map<string, Record<string, string>>} variables given at the last start, by service */
  const overrides = new Map();
  const byName = new Map(services.map((s) => [s.name, s]));
  let stopping = false;

  /** @param {Process} process */
  function launch(process_) {
    const env = {
      ...Object.fromEntries(BASE_ENV.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : []))),
      ...process_.env,
      ...overrides.get(process_.service),
    };
    mkdirSync(join(dir, 'logs'), { recursive: true });
    const output =
      log === 'files' ? createWriteStream(join(dir, 'logs', `${process_.id}.log`), { flags: 'a' }) : null;
    const child = spawn(process_.argv[0] ?? '', process_.argv.slice(1), {
      cwd: process_.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const prefix = `[${process_.id}] `;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (/** @type {Buffer} */ chunk) => {
        if (output) output.write(chunk);
        else
          process.stdout.write(
            chunk
              .toString()
              .split('\n')
              .filter(Boolean)
              .map((line) => `${prefix}${line}\n`)
              .join(''),
          );
      });
    }
    const exited = new Promise((done) =>
      child.once('exit', (code, signal) => {
        output?.end();
        if (!stopping && running.get(process_.id)?.child === child && code !== 0) {
          console.error(`${prefix}exited (${signal ?? `code ${code}`})`);
        }
        done(code);
      }),
    );
    child.once('error', (error) => console.error(`${prefix}could not start: ${error.message}`));
    running.set(process_.id, { process: process_, child, exited });
  }

  /** Whether `process_`'s health check passes now (no check: whether its port listens). */
  async function healthy(/** @type {Process} */ process_) {
    if (!process_.health) return process_.port === undefined || listening(`127.0.0.1:${process_.port}`);
    const [command = '', ...args] = process_.health;
    const result = spawnSync(command === 'node' ? process.execPath : command, args, {
      cwd: process_.cwd,
      stdio: 'ignore',
      timeout: 5_000,
    });
    return result.status === 0;
  }

  /** Waits until `service` satisfies `condition` (Compose's depends_on conditions). */
  async function waitFor(/** @type {PlannedService} */ service, /** @type {string} */ condition) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (service.address) {
        if (await listening(service.address)) return;
      } else if (condition === 'service_completed_successfully') {
        const codes = await Promise.all(service.replicas.map((r) => running.get(r.id)?.exited));
        if (codes.every((code) => code === 0)) return;
        throw new Error(`${service.name} did not complete successfully (exit ${codes.join(', ')})`);
      } else {
        const states = await Promise.all(service.replicas.map(healthy));
        if (states.every(Boolean)) return;
        for (const replica of service.replicas) {
          const code = running.get(replica.id)?.child.exitCode;
          if (code !== null && code !== undefined && code !== 0)
            throw new Error(`${replica.id} exited with code ${code} before it was healthy`);
        }
      }
      if (Date.now() > deadline)
        throw new Error(`${service.name} was not ready within ${READY_TIMEOUT_MS} ms`);
      await sleep(HEALTH_INTERVAL_MS);
    }
  }

  /** The role and database the postgres service's image would create, on the machine's server. */
  function provisionPostgres() {
    if (!postgres) return;
    const psql = (/** @type {string} */ sql) =>
      spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-qtAc', sql], {
        encoding: 'utf8',
      });
    const role = psql(`SELECT 1 FROM pg_roles WHERE rolname = '${postgres.user}'`);
    if (role.status !== 0) throw new Error(`psql could not reach PostgreSQL: ${role.stderr.trim()}`);
    if (role.stdout.trim() !== '1') {
      psql(`CREATE ROLE "${postgres.user}" LOGIN PASSWORD '${postgres.password}'`);
    }
    if (freshDatabase) psql(`DROP DATABASE IF EXISTS "${postgres.database}" WITH (FORCE)`);
    const database = psql(`SELECT 1 FROM pg_database WHERE datname = '${postgres.database}'`);
    if (database.stdout.trim() !== '1') {
      const created = psql(`CREATE DATABASE "${postgres.database}" OWNER "${postgres.user}"`);
      if (created.status !== 0) throw new Error(`could not create the database: ${created.stderr.trim()}`);
    }
  }

  /** Starts `name` and, first, what it depends on that is not up. */
  async function startService(/** @type {string} */ name, /** @type {Set<string>} */ started = new Set()) {
    if (started.has(name)) return;
    started.add(name);
    const service = byName.get(name);
    if (!service) throw new Error(`no service ${name} in docker-compose.yml`);
    for (const [dependency, condition] of Object.entries(service.dependsOn)) {
      await startService(dependency, started);
      await waitFor(/** @type {PlannedService} */ (byName.get(dependency)), condition);
    }
    if (service.machine) {
      await waitFor(service, 'service_healthy');
      if (name === 'postgres') provisionPostgres();
      return;
    }
    for (const replica of service.replicas) {
      if (!isUp(replica.id)) launch(replica);
    }
  }

  const isUp = (/** @type {string} */ id) => {
    const entry = running.get(id);
    return !!entry && entry.child.exitCode === null && entry.child.signalCode === null;
  };

  /** Signals a process's group and waits for it to end (SIGKILL after the grace time). */
  async function end(/** @type {Running} */ { child, exited }, /** @type {NodeJS.Signals} */ signal) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const send = (/** @type {NodeJS.Signals} */ s) => {
      try {
        process.kill(-(/** @type {number} */ (child.pid)), s);
      } catch {
        // already gone
      }
    };
    send(signal);
    const timer = setTimeout(() => send('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  }

  return {
    services,
    /** Starts every service in dependency order; resolves once all are healthy. */
    async up() {
      const started = new Set();
      for (const service of services) await startService(service.name, started);
      for (const service of services) {
        if (!service.oneShot) await waitFor(service, 'service_healthy');
      }
    },
    /**
     * Starts `name` again (after a stop, or with other variables: a deploy or a rollback):
     * its replicas are stopped first, then started with `env` over the file's, and healthy.
     */
    async restart(/** @type {string} */ name, /** @type {Record<string, string>} */ env = {}) {
      const service = byName.get(name);
      if (!service || service.machine) throw new Error(`no service ${name} to restart`);
      await this.stop(name);
      overrides.set(name, env);
      for (const replica of service.replicas) launch(replica);
      await waitFor(service, 'service_healthy');
    },
    /** Stops every replica of `name` (SIGTERM, then SIGKILL). */
    async stop(/** @type {string} */ name) {
      const service = byName.get(name);
      await Promise.all(
        (service?.replicas ?? [])
          .map((r) => running.get(r.id))
          .map((entry) => entry && end(entry, 'SIGTERM')),
      );
    },
    /** Sends `signal` to one replica (`api-1`) and waits for it to end. */
    async kill(/** @type {string} */ id, /** @type {NodeJS.Signals} */ signal = 'SIGKILL') {
      const entry = running.get(id);
      if (!entry) throw new Error(`no process ${id}`);
      await end(entry, signal);
    },
    /** Each process: its service, port, pid and whether it runs. */
    status() {
      return services.flatMap((service) =>
        service.replicas.map((r) => ({
          id: r.id,
          service: service.name,
          port: r.port ?? null,
          pid: running.get(r.id)?.child.pid ?? null,
          up: isUp(r.id),
        })),
      );
    },
    /** Stops everything, the gateway first, the API and the worker last. */
    async down() {
      stopping = true;
      await Promise.all([...running.values()].reverse().map((entry) => end(entry, 'SIGTERM')));
    },
  };
}

/** @typedef {ReturnType<typeof createSupervisor>} Supervisor */
