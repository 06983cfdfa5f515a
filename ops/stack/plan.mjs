// @ts-check
/**
 * Turns docker-compose.yml's services into local processes (issue 18 "The same topology without
 * Docker"): each replica of each service gets a loopback port for every port it exposes; paths
 * inside its image are mapped to the repository (Dockerfile COPY lines, bind mounts) or to a
 * folder under the stack's directory (named volumes, /run); `service:port` addresses become
 * `127.0.0.1:<port>`; an nginx configuration is written again with only those changes. The
 * `postgres` and `redis` services are the machine's own servers.
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
 *   argv: string[],
 *   cwd: string,
 *   env: Record<string, string>,
 *   port: number | undefined,
 *   health: string[] | undefined,
 * }} Process
 * @typedef {{
 *   name: string,
 *   machine: boolean,
 *   address: string | undefined,
 *   replicas: Process[],
 *   dependsOn: Record<string, string>,
 *   oneShot: boolean,
 *   ports: Record<string, number[]>,
 * }} PlannedService
 */

/** Images whose service is the machine's own server, with its loopback address. */
const MACHINE_SERVICES = /** @type {const} */ ([
  { image: /^postgres:/, address: '127.0.0.1:5432' },
  { image: /^redis:/, address: '127.0.0.1:6379' },
]);

/**
 * The local plan of `services`: ports from `firstPort` up, in file order; files under `dir`.
 * @param {Service[]} services @param {{ root: string, dir: string, firstPort: number }} options
 * @returns {PlannedService[]}
 */
export function planStack(services, { root, dir, firstPort }) {
  let nextPort = firstPort;
  /** @type {Map<string, string[]>} `service:port` → the local addresses of its replicas */
  const addresses = new Map();
  const counts = new Map(services.map((s) => [s.name, s.deploy?.replicas ?? 1]));
  /** The machine's own server standing for a service, by name (postgres, redis). */
  const machines = new Map(
    services.map((s) => [s.name, MACHINE_SERVICES.find(({ image }) => image.test(s.image ?? ''))?.address]),
  );
  for (const service of services) {
    const machine = machines.get(service.name);
    for (const port of service.expose ?? []) {
      const local = machine
        ? [machine]
        : Array.from({ length: counts.get(service.name) ?? 1 }, () => `127.0.0.1:${nextPort++}`);
      addresses.set(`${service.name}:${port}`, local);
    }
  }
  return services.map((service) => {
    const machine = machines.get(service.name);
    const count = counts.get(service.name) ?? 1;
    const ports = Object.fromEntries(
      (service.expose ?? []).map((port) => [
        port,
        (addresses.get(`${service.name}:${port}`) ?? []).map((a) => Number(a.split(':')[1])),
      ]),
    );
    const replicas = machine
      ? []
      : Array.from({ length: count }, (_, index) =>
          planProcess(service, index, { root, dir, addresses, ports }),
        );
    const dependsOn = Object.fromEntries(
      Object.entries(service.depends_on ?? {}).map(([name, { condition }]) => [name, condition]),
    );
    return {
      name: service.name,
      machine: machine !== undefined,
      address: machine,
      replicas,
      dependsOn,
      oneShot: service.name === 'migrate',
      ports,
    };
  });
}

/**
 * One replica of `service` as a local process.
 * @param {Service} service @param {number} index
 * @param {{ root: string, dir: string, addresses: Map<string, string[]>, ports: Record<string, number[]> }} context
 * @returns {Process}
 */
function planProcess(service, index, { root, dir, addresses, ports }) {
  const id = (service.deploy?.replicas ?? 1) > 1 ? `${service.name}-${index + 1}` : service.name;
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
    ['/run', own],
  ].sort((a, b) => b[0].length - a[0].length);
  /** This replica's port for a port it exposes. */
  const portOf = (/** @type {string} */ port) => ports[port]?.[index];
  const local = (/** @type {string} */ value) => localValue(value, { paths, addresses, portOf, own });
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
    replica: index + 1,
    id,
    argv,
    cwd: local(service.working_dir ?? image.workdir),
    env,
    port: exposed ? portOf(exposed) : undefined,
    health: service.healthcheck?.test.slice(1).map(local),
  };
}

/**
 * A value of a container (an argument, a variable, a path) as the local process needs it.
 * @param {string} value
 * @param {{ paths: [string, string][], addresses: Map<string, string[]>, portOf: (p: string) => number | undefined, own: string }} context
 */
function localValue(value, { paths, addresses, portOf, own }) {
  if (/^[0-9]+$/.test(value) && portOf(value) !== undefined) return String(portOf(value));
  if (value === '0.0.0.0') return '127.0.0.1';
  const at = value.replace(/127\.0\.0\.1:([0-9]+)/g, (match, port) =>
    portOf(port) === undefined ? match : `127.0.0.1:${portOf(port)}`,
  );
  const addressed = at.replace(/\b([a-z][a-z0-9-]*):([0-9]+)\b/g, (match, name, port) => {
    return addresses.get(`${name}:${port}`)?.[0] ?? match;
  });
  const mapped = mapPath(addressed, paths);
  return mapped.endsWith('nginx.conf') && mapped !== addressed
    ? writeNginxConf(mapped, { paths, addresses, portOf, own })
    : mapped;
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
 * Writes nginx configuration `file` again for this process, under its own folder: `listen` on
 * its loopback port, each `server name:port` of an upstream once per replica, other addresses
 * and the image's paths made local. Answers the new file's path.
 * @param {string} file
 * @param {{ paths: [string, string][], addresses: Map<string, string[]>, portOf: (p: string) => number | undefined, own: string }} context
 */
function writeNginxConf(file, { paths, addresses, portOf, own }) {
  const address = (/** @type {string} */ match, /** @type {string} */ name, /** @type {string} */ port) =>
    addresses.get(`${name}:${port}`)?.[0] ?? match;
  const rewrite = (/** @type {string} */ line) =>
    line
      .replace(/^(\s*)listen\s+([0-9]+);/, (match, indent, port) =>
        portOf(port) === undefined ? match : `${indent}listen 127.0.0.1:${portOf(port)};`,
      )
      .replace(/^(\s*)server\s+([a-z][a-z0-9-]*:[0-9]+)([^;]*);/, (match, indent, name, rest) => {
        const local = addresses.get(name);
        return local ? local.map((a) => `${indent}server ${a}${rest};`).join('\n') : match;
      })
      .replace(/\b([a-z][a-z0-9-]*):([0-9]+)\b/g, address)
      .replace(/(?<=[\s"'])(\/[^\s;"']+)/g, (path) => mapPath(path, paths));
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => (line.trim().startsWith('#') ? line : rewrite(line)));
  // nginx makes its temporary folders, not their parents.
  for (const line of lines) {
    const temp = /^\s*[a-z]+_temp_path\s+([^\s;]+)/.exec(line)?.[1];
    if (temp) mkdirSync(dirname(temp), { recursive: true });
  }
  const text = lines.join('\n');
  mkdirSync(own, { recursive: true });
  const target = join(own, basename(file));
  writeFileSync(target, text);
  return target;
}
