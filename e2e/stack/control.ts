/**
 * The fault tests' hold on the running stack (ops/stack/stack.mjs's control server): which
 * processes run, and stopping, restarting or scaling one service, killing or starting one
 * replica.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STACK_DIR } from '../stack.config';

/** One process of the stack; `address` is the loopback address it listens on (127.0.0.<n>). */
export type StackProcess = {
  id: string;
  service: string;
  address: string;
  port: number | null;
  pid: number | null;
  up: boolean;
};

async function call(path: string, body?: object): Promise<StackProcess[]> {
  const response = await fetch(`${process.env.LIFEGUARD_STACK_CONTROL_URL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as StackProcess[] | { error: string };
  if (!response.ok || !Array.isArray(answer))
    throw new Error(`stack control ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** What a command-line tool beside the API needs: its DATABASE_URL, DATA_DIR and APPS_DIR. */
export async function apiEnvironment(): Promise<Record<string, string>> {
  const response = await fetch(`${process.env.LIFEGUARD_STACK_CONTROL_URL}/api`);
  return (await response.json()) as Record<string, string>;
}

export const stack = {
  /** Every process of the stack. */
  status: () => call('/status'),
  /** Stops every replica of `service`. */
  stop: (service: string) => call(`/services/${service}/stop`, {}),
  /** Starts `service` again, `env` over docker-compose.yml's variables; resolves once healthy. */
  restart: (service: string, env: Record<string, string> = {}) =>
    call(`/services/${service}/restart`, { env }),
  /**
   * Runs `replicas` replicas of `service` (issue 35 item 3): the highest above it stopped, the
   * others started on the next addresses; resolves once all are healthy.
   */
  scale: (service: string, replicas: number) => call(`/services/${service}/scale`, { replicas }),
  /** Kills one replica (`api-1`) with `signal` and waits for it to end. */
  kill: (id: string, signal: NodeJS.Signals = 'SIGKILL') => call(`/processes/${id}/kill`, { signal }),
  /** Starts one killed or stopped replica (`api-1`) again; resolves once it is healthy. */
  start: (id: string) => call(`/processes/${id}/start`, {}),
};

/** The lines process `id` (`api-1`, `worker`) has logged so far. */
export function logOf(id: string): string[] {
  try {
    return readFileSync(join(STACK_DIR, 'logs', `${id}.log`), 'utf8').split('\n');
  } catch {
    return [];
  }
}
