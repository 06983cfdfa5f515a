// @ts-check
/**
 * The soak's hold on a running stack: the control server of ops/stack/stack.mjs (its status,
 * the API's variables, restarts, kills and starts), and the memory of its processes.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** @typedef {{ id: string, service: string, port: number | null, pid: number | null, up: boolean }} StackProcess */

/**
 * A client of the control server at `controlUrl`.
 * @param {string} controlUrl
 */
export function stackControl(controlUrl) {
  /**
   * @param {string} path @param {object} [body]
   * @returns {Promise<any>} the answer's JSON
   * @throws {Error} with the server's message when it refuses the call
   */
  async function call(path, body) {
    const response = await fetch(`${controlUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`stack control ${path}: ${JSON.stringify(answer)}`);
    return answer;
  }
  return {
    /** Every process of the stack. @returns {Promise<StackProcess[]>} */
    status: () => call('/status'),
    /** The API's DATABASE_URL, DATA_DIR and APPS_DIR. @returns {Promise<Record<string, string>>} */
    apiEnv: () => call('/api'),
    /**
     * Starts `service` again with `env` over docker-compose.yml's variables; resolves once
     * healthy. @param {string} service @param {Record<string, string>} [env]
     */
    restart: (service, env = {}) => call(`/services/${service}/restart`, { env }),
    /** Sends `signal` to one process (`api-1`) and waits for it to end. @param {string} id */
    kill: (id, signal = 'SIGKILL') => call(`/processes/${id}/kill`, { signal }),
    /**
     * Starts one process (`api-1`, `worker`) of `service` again. Where the control server has no
     * such call yet, a one-replica service is restarted instead, with `env`, and a replica of
     * several is left down.
     * @param {string} id @param {string} service @param {Record<string, string>} [env]
     * @returns {Promise<string>} how it was started: `start`, `restart` or `none`
     */
    async start(id, service, env = {}) {
      try {
        await call(`/processes/${id}/start`, {});
        return 'start';
      } catch (error) {
        if (!/unknown control call/.test(String(error))) throw error;
      }
      const replicas = (await call('/status')).filter(
        (/** @type {StackProcess} */ p) => p.service === service,
      );
      if (replicas.length !== 1) return 'none';
      await call(`/services/${service}/restart`, { env });
      return 'restart';
    },
  };
}

/** @typedef {ReturnType<typeof stackControl>} StackControl */

/**
 * The resident memory of each running process of the stack, MB: the process and every process
 * of its group (nginx's workers), from /proc/<pid>/status VmRSS, with its pid; 0 and pid null
 * for one that is down.
 * @param {StackProcess[]} processes
 * @returns {Record<string, { mb: number, pid: number | null }>} by process id
 */
export function residentMemory(processes) {
  /** @type {Map<number, number>} KB by process group */
  const byGroup = new Map();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1];
      if (rss) byGroup.set(group, (byGroup.get(group) ?? 0) + Number(rss));
    } catch {
      // gone meanwhile
    }
  }
  return Object.fromEntries(
    processes.map((p) => {
      const pid = p.up ? p.pid : null;
      return [p.id, { mb: pid ? Math.round((byGroup.get(pid) ?? 0) / 1024) : 0, pid }];
    }),
  );
}
