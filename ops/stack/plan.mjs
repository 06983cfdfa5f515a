// @ts-check
/**
 * Turns docker-compose.yml's services into local processes (issue 18 "The same topology without
 * Docker"): each service gets a loopback port for every port it exposes, and replica n of it
 * listens on its own loopback address on that port, 127.0.0.n, as each container has its own
 * address on Compose's network (Linux routes all of 127/8 to lo). Paths inside its image are
 * mapped to the repository (Dockerfile COPY lines, bind mounts) or to a folder under the
 * stack's directory (named volumes, /run). A `service:port` address becomes its first
 * replica's `127.0.0.1:<port>`, except in an nginx configuration with a `resolver`: there names
 * stay names, looked up at run time through the stack's DNS (dns.mjs) as nginx does through
 * Docker's, so the gateway follows scaling (issue 35 item 3). The configuration is written again
 * with only those changes. The `postgres` and `redis` services are the machine's own servers.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { buildArgs, readDockerfile } from './compose.mjs';

/**
 * @typedef {import('./compose.mjs').Service} Service
 * @typedef {{
 *   service: string,
 *   replica: number,
 *   id: string,
 *   address: string,
 *   argv: string[],
 *   cwd: string,
 *   env: Record<string, string>,
 *   port: number | undefined,
 *   health: string[] | undefined,
 * }} Process one replica: `address` is the loopback address it listens on, `port` its first port
 * @typedef {{
 *   name: string,
 *   machine: boolean,
 *   address: string | undefined,
 *   replicas: Process[],
 *   planReplica: (n: number) => Process,
 *   dependsOn: Record<string, string>,
 *   oneShot: boolean,
 *   ports: Record<string, number>,
 * }} PlannedService `replicas` are those to run (the supervisor scales the list),
 *   `planReplica(n)` makes replica n (1-based), `ports` maps a port it exposes to its local one
 * @typedef {{ services: PlannedService[], resolver: string }} Plan `resolver`: the stack's DNS,
 *   `127.0.0.1:<port>` (UDP), on the port after the services'
 * @typedef {{ ports: Map<string, number>, machines: Map<string, string | undefined>, resolver: string }} Network
 *   `service:port` → local port; the machine's server standing for a service; the stack's DNS
 */

/** Images whose service is the machine's own server, with its loopback address. */
const MACHINE_SERVICES = /** @type {const} */ ([
  { image: /^postgres:/, address: '127.0.0.1:5432' },
  { image: /^redis:/, address: '127.0.0.1:6379' },
]);

/** How many replicas a service may have: one loopback address each, 127.0.0.1 to .254. */
export const MAX_REPLICAS = 254;

/**
 * The loopback address replica `n` (1-based) of every service listens on.
 * @param {number} n
 * @throws {RangeError} when n is not a whole number from 1 to {@link MAX_REPLICAS}
 */
export function replicaAddress(n) {
  if (!Number.isInteger(n) || n < 1 || n > MAX_REPLICAS) {
    throw new RangeError(`a replica is numbered from 1 to ${MAX_REPLICAS}, not ${n}`);
  }
  return `127.0.0.${n}`;
}

/**
 * The local plan of `services`: ports from `firstPort` up, in file order, then the DNS's; files
 * under `dir`. `scale` overrides a service's replica count (`--scale api=3`).
 * @param {Service[]} services
 * @param {{ root: string, dir: string, firstPort: number, scale?: Record<string, number> }} options
 * @returns {Plan}
 */
export function planStack(services, { root, dir, firstPort, scale = {} }) {
  let nextPort = firstPort;
  const machines = new Map(
    services.map((s) => [s.name, MACHINE_SERVICES.find(({ image }) => image.test(s.image ?? ''))?.address]),
  );
  /** @type {Map<string, number>} */
  const ports = new Map();
  for (const service of services) {
    if (machines.get(service.name)) continue;
    for (const port of service.expose ?? []) ports.set(`${service.name}:${port}`, nextPort++);
  }
  /** @type {Network} */
  const network = { ports, machines, resolver: `127.0.0.1:${nextPort}` };
  const planned = services.map((service) => {
    const machine = machines.get(service.name);
    const count = scale[service.name] ?? service.deploy?.replicas ?? 1;
    // A service the file replicates is numbered (api-1) even when scaled to one, as Compose does.
    const numbered = (service.deploy?.replicas ?? 1) > 1 || count > 1;
    const planReplica = (/** @type {number} */ n) =>
      planProcess(service, n, { root, dir, network, numbered });
    const dependsOn = Object.fromEntries(
      Object.entries(service.depends_on ?? {}).map(([name, { condition }]) => [name, condition]),
    );
    return {
      name: service.name,
      machine: machine !== undefined,
      address: machine,
      replicas: machine ? [] : Array.from({ length: count }, (_, index) => planReplica(index + 1)),
      planReplica,
      dependsOn,
      oneShot: service.name === 'migrate',
      ports: Object.fromEntries(
        (service.expose ?? []).map((port) => [port, ports.get(`${service.name}:${port}`) ?? Number(port)]),
      ),
    };
  });
  return { services: planned, resolver: network.resolver };
}

/**
 * Replica `n` of `service` as a local process.
 * @param {Service} service @param {number} n
 * @param {{ root: string, dir: string, network: Network, numbered: boolean }} context
 * @returns {Process}
 */
function planProcess(service, n, { root, dir, network, numbered }) {
  const id = numbered || n > 1 ? `${service.name}-${n}` : service.name;
  const address = replicaAddress(n);
  const own = join(dir, 'run', id);
  const image = service.build?.dockerfile
    ? readDockerfile(
        join(root, service.build.context ?? '.', service.build.dockerfile),
        buildArgs(service.build.args),
      )
    : { workdir: '/', env: {}, copies: [], entrypoint: [], cmd: [] };
  /** @type {[string, string][]} container path → local path, longest first */
  const paths = [
    ...image.copies.map(({ from, to }) => /** @type {[string, string]} */ ([to, join(root, from)])),
    ...(service.volumes ?? []).map((spec) => {
      const [source = '', target = ''] = spec.split(':');
      const local = source.startsWith('.') ? join(root, source) : join(dir, 'volumes', source);
      return /** @type {[string, string]} */ ([target, local]);
    }),
    /** @type {[string, string]} */ (['/run', own]),
  ].sort((a, b) => b[0].length - a[0].length);
  /** This service's local port for a port it exposes. */
  const portOf = (/** @type {string} */ port) => network.ports.get(`${service.name}:${port}`);
  /** @type {Context} */
  const context = { paths, network, portOf, address, own };
  const local = (/** @type {string} */ value) => localValue(value, context);
  const env = Object.fromEntries(
    Object.entries({ ...image.env, ...service.environment }).map(([key, value]) => [key, local(value)]),
  );
  const command = service.command ?? image.cmd;
  const argv = [...image.entrypoint, ...command]
    .map(local)
    .map((part, i) => (i === 0 && part === 'node' ? process.execPath : part));
  const exposed = service.expose?.[0];
  return {
    service: service.name,
    replica: n,
    id,
    address,
    argv,
    cwd: local(service.working_dir ?? image.workdir),
    env,
    port: exposed ? portOf(exposed) : undefined,
    health: service.healthcheck?.test.slice(1).map(local),
  };
}

/**
 * @typedef {{
 *   paths: [string, string][],
 *   network: Network,
 *   portOf: (port: string) => number | undefined,
 *   address: string,
 *   own: string,
 * }} Context what one replica's values are made local with
 */

/** The first replica's (or the machine server's) address for `name:port`, if it is a service. */
function addressOf(/** @type {Network} */ network, /** @type {string} */ name, /** @type {string} */ port) {
  if (network.machines.get(name)) return network.machines.get(name);
  const local = network.ports.get(`${name}:${port}`);
  return local === undefined ? undefined : `${replicaAddress(1)}:${local}`;
}

/**
 * A value of a container (an argument, a variable, a path) as the local process needs it: its
 * own address for `0.0.0.0` and `127.0.0.1:<port it exposes>` (its health check), other
 * services' addresses, local paths.
 * @param {string} value @param {Context} context
 */
function localValue(value, context) {
  const { paths, network, portOf, address } = context;
  if (/^[0-9]+$/.test(value) && portOf(value) !== undefined) return String(portOf(value));
  if (value === '0.0.0.0') return address;
  const at = value.replace(/127\.0\.0\.1:([0-9]+)/g, (match, port) =>
    portOf(port) === undefined ? match : `${address}:${portOf(port)}`,
  );
  const addressed = at.replace(
    /\b([a-z][a-z0-9-]*):([0-9]+)\b/g,
    (match, name, port) => addressOf(network, name, port) ?? match,
  );
  const mapped = mapPath(addressed, paths);
  return mapped.endsWith('nginx.conf') && mapped !== addressed ? writeNginxConf(mapped, context) : mapped;
}

/** `value` with its leading container path replaced by the local one, if one is mapped. */
function mapPath(/** @type {string} */ value, /** @type {[string, string][]} */ paths) {
  for (const [container, local] of paths) {
    if (value === container) return local;
    if (value.startsWith(`${container}/`)) return join(local, value.slice(container.length + 1));
  }
  return value;
}

/**
 * Writes nginx configuration `file` again for this replica, under its own folder: `listen` on
 * its address and local port; with a `resolver`, that resolver is the stack's DNS and a service
 * name keeps its name with its local port (nginx resolves it at run time: the configuration
 * must name services only in variables, as the gateway does), else it becomes the first
 * replica's address; the image's paths made local. Answers the new file's path.
 * @param {string} file @param {Context} context
 */
function writeNginxConf(file, { paths, network, portOf, address, own }) {
  const source = readFileSync(file, 'utf8');
  const resolves = /^\s*resolver\s/m.test(source);
  const service = (/** @type {string} */ match, /** @type {string} */ name, /** @type {string} */ port) => {
    const local = network.ports.get(`${name}:${port}`);
    if (resolves && local !== undefined) return `${name}:${local}`;
    return addressOf(network, name, port) ?? match;
  };
  const rewrite = (/** @type {string} */ line) =>
    line
      .replace(/^(\s*)listen\s+([0-9]+);/, (match, indent, port) =>
        portOf(port) === undefined ? match : `${indent}listen ${address}:${portOf(port)};`,
      )
      .replace(/^(\s*)resolver\s+\S+/, (_, indent) => `${indent}resolver ${network.resolver}`)
      .replace(/\b([a-z][a-z0-9-]*):([0-9]+)\b/g, service)
      .replace(/(?<=[\s"'])(\/[^\s;"']+)/g, (path) => mapPath(path, paths));
  const lines = source.split('\n').map((line) => (line.trim().startsWith('#') ? line : rewrite(line)));
  // nginx makes its temporary folders, not their parents.
  for (const line of lines) {
    const temp = /^\s*[a-z]+_temp_path\s+([^\s;]+)/.exec(line)?.[1];
    if (temp) mkdirSync(dirname(temp), { recursive: true });
  }
  mkdirSync(own, { recursive: true });
  const target = join(own, basename(file));
  writeFileSync(target, lines.join('\n'));
  return target;
}
