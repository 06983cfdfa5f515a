// @ts-check
/**
 * Runs a planned stack (plan.mjs) as local processes, as Compose runs the containers: in
 * `depends_on` order, waiting for `service_healthy` (the service's own health check, run
 * locally) and `service_completed_successfully`; the machine's PostgreSQL gets the role and
 * database the `postgres` service would create. Beside them runs the stack's DNS (dns.mjs),
 * which answers a service's name with the addresses of its replicas that run, as Docker's does.
 * A service can be stopped, started again with other variables (a deploy, a rollback) or scaled,
 * and one replica killed or started again while the rest runs, from this process or through
 * the loopback control server of stack.mjs.
 */
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { serveDns } from './dns.mjs';
import { MAX_REPLICAS } from './plan.mjs';
import { alive, endProcess, healthy, launchProcess, listening } from './processes.mjs';

/**
 * @typedef {import('./plan.mjs').PlannedService} PlannedService
 * @typedef {import('./plan.mjs').Process} Process
 * @typedef {import('./processes.mjs').Running} Running
 */

/** How long a service may take to become healthy or to finish, ms (a busy 2-core machine). */
const READY_TIMEOUT_MS = 180_000;
/** Between two health checks, ms. */
const HEALTH_INTERVAL_MS = 500;

/**
 * @param {PlannedService[]} services
 * @param {{ dir: string, log: 'inherit' | 'files', resolver: string, freshDatabase?: boolean, postgres?: { user: string, password: string, database: string } }} options
 *   `resolver`: where the stack's DNS listens (`127.0.0.1:<port>`, the plan's)
 */
export function createSupervisor(services, { dir, log, resolver, freshDatabase = false, postgres }) {
  /** @type {Map<string, Running>} by process id */
  const running = new Map();
  /** @type {Map<string, Record<string, string>>} variables given at the last start, by service */
  const overrides = new Map();
  const byName = new Map(services.map((s) => [s.name, s]));
  /** @type {{ close: () => Promise<void> } | undefined} */
  let dns;
  let stopping = false;

  const isUp = (/** @type {string} */ id) => {
    const entry = running.get(id);
    return !!entry && alive(entry.child);
  };

  function launch(/** @type {Process} */ process_) {
    running.set(
      process_.id,
      launchProcess(process_, {
        dir,
        log,
        env: overrides.get(process_.service) ?? {},
        reportExit: (child) => !stopping && running.get(process_.id)?.child === child,
      }),
    );
  }

  /**
   * Waits until every one of `replicas` passes its health check.
   * @param {Process[]} replicas @param {string} what for errors
   * @throws {Error} when one ends first, or after READY_TIMEOUT_MS
   */
  async function waitHealthy(replicas, what) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      const states = await Promise.all(replicas.map(healthy));
      if (states.every(Boolean)) return;
      for (const replica of replicas) {
        const child = running.get(replica.id)?.child;
        if (child && !alive(child))
          throw new Error(
            `${replica.id} ended (${child.signalCode ?? `code ${child.exitCode}`}) before it was healthy`,
          );
      }
      if (Date.now() > deadline) throw new Error(`${what} was not ready within ${READY_TIMEOUT_MS} ms`);
      await sleep(HEALTH_INTERVAL_MS);
    }
  }

  /** Waits until `service` satisfies `condition` (Compose's depends_on conditions). */
  async function waitFor(/** @type {PlannedService} */ service, /** @type {string} */ condition) {
    const machine = service.address;
    if (machine) {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!(await listening(machine))) {
        if (Date.now() > deadline) throw new Error(`${service.name} did not answer at ${machine}`);
        await sleep(HEALTH_INTERVAL_MS);
      }
    } else if (condition === 'service_completed_successfully') {
      const codes = await Promise.all(service.replicas.map((r) => running.get(r.id)?.exited));
      if (!codes.every((code) => code === 0))
        throw new Error(`${service.name} did not complete successfully (exit ${codes.join(', ')})`);
    } else await waitHealthy(service.replicas, service.name);
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

  /**
   * The addresses the stack's DNS answers for `name`: its replicas that run (as Docker's DNS
   * drops a stopped container), or the machine's server standing for it; none for another name.
   * @param {string} name
   * @returns {string[]}
   */
  function lookup(name) {
    const service = byName.get(name);
    if (service?.address) return [service.address.split(':')[0] ?? ''];
    return (service?.replicas ?? []).filter((r) => isUp(r.id)).map((r) => r.address);
  }

  return {
    services,
    lookup,
    /** Starts the DNS, then every service in dependency order; resolves once all are healthy. */
    async up() {
      dns = await serveDns(resolver, lookup);
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
      await waitHealthy(service.replicas, name);
    },
    /**
     * Runs `replicas` replicas of `name`, as `docker compose up -d --scale name=N`: the highest
     * above N are stopped (SIGTERM) and dropped; replicas 1 to N that do not run are started,
     * on the next loopback addresses, with the variables of the service's last start.
     * Resolves once all N are healthy.
     * @param {string} name @param {number} replicas 0 to MAX_REPLICAS
     * @throws {Error} for an unknown, machine or one-shot service, or another count
     */
    async scale(name, replicas) {
      const service = byName.get(name);
      if (!service || service.machine || service.oneShot) throw new Error(`no service ${name} to scale`);
      if (!Number.isInteger(replicas) || replicas < 0 || replicas > MAX_REPLICAS)
        throw new Error(`replicas must be a whole number from 0 to ${MAX_REPLICAS}, not ${replicas}`);
      // Dropped before they end, so that their end is not reported as a failure.
      const extra = service.replicas.splice(replicas).flatMap((r) => running.get(r.id) ?? []);
      for (const entry of extra) running.delete(entry.process.id);
      await Promise.all(extra.map((entry) => endProcess(entry, 'SIGTERM')));
      for (let n = service.replicas.length + 1; n <= replicas; n += 1) {
        service.replicas.push(service.planReplica(n));
      }
      for (const replica of service.replicas) if (!isUp(replica.id)) launch(replica);
      await waitHealthy(service.replicas, name);
    },
    /** Stops every replica of `name` (SIGTERM, then SIGKILL). */
    async stop(/** @type {string} */ name) {
      const service = byName.get(name);
      await Promise.all(
        (service?.replicas ?? [])
          .map((r) => running.get(r.id))
          .map((entry) => entry && endProcess(entry, 'SIGTERM')),
      );
    },
    /**
     * Starts one replica (`api-1`) again if it does not run (after a kill), with the variables
     * of its service's last start; resolves once it is healthy.
     * @param {string} id
     * @throws {Error} for an unknown id, or when it ends before it is healthy
     */
    async start(id) {
      const replica = services.flatMap((s) => s.replicas).find((r) => r.id === id);
      if (!replica) throw new Error(`no process ${id}`);
      if (!isUp(id)) launch(replica);
      await waitHealthy([replica], id);
    },
    /** Sends `signal` to one replica (`api-1`) and waits for it to end. */
    async kill(/** @type {string} */ id, /** @type {NodeJS.Signals} */ signal = 'SIGKILL') {
      const entry = running.get(id);
      if (!entry) throw new Error(`no process ${id}`);
      await endProcess(entry, signal);
    },
    /** Each process: its service, loopback address, port, pid and whether it runs. */
    status() {
      return services.flatMap((service) =>
        service.replicas.map((r) => ({
          id: r.id,
          service: service.name,
          address: r.address,
          port: r.port ?? null,
          pid: running.get(r.id)?.child.pid ?? null,
          up: isUp(r.id),
        })),
      );
    },
    /** Stops everything, the gateway first, the API and the worker last, then the DNS. */
    async down() {
      stopping = true;
      await Promise.all([...running.values()].reverse().map((entry) => endProcess(entry, 'SIGTERM')));
      await dns?.close();
      dns = undefined;
    },
  };
}

/** @typedef {ReturnType<typeof createSupervisor>} Supervisor */
