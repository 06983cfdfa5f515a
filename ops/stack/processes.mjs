// @ts-check
/**
 * One local process of the stack (supervisor.mjs): started as its container would be, with only
 * its declared variables and the few every container has, in a process group of its own; its
 * health check run locally; ended by a signal to its group.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * @typedef {import('./plan.mjs').Process} Process
 * @typedef {{ process: Process, child: import('node:child_process').ChildProcess, exited: Promise<number | null> }} Running
 *   `exited` resolves with the exit code (null after a signal)
 */

/** From SIGTERM to SIGKILL, ms. */
const STOP_GRACE_MS = 10_000;
/** What every container has besides its declared variables. */
const BASE_ENV = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

/** Whether something accepts TCP connections at `host:port`. */
export function listening(/** @type {string} */ address) {
  const [host, port] = address.split(':');
  return new Promise((done) => {
    const socket = connect({ host, port: Number(port) });
    socket.once('connect', () => socket.end(() => done(true)));
    socket.once('error', () => done(false));
  });
}

/** Whether `child` has not ended (nor failed to start). */
export const alive = (/** @type {import('node:child_process').ChildProcess} */ child) =>
  child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/**
 * Starts `process_` with `env` over its planned variables. Its output goes to this terminal,
 * each line prefixed with its id, or with `log: 'files'` to `<dir>/logs/<id>.log`.
 * `reportExit(child)` says whether an unexpected end (a non-zero code, a signal) is printed.
 * @param {Process} process_
 * @param {{ dir: string, log: 'inherit' | 'files', env: Record<string, string>, reportExit: (child: import('node:child_process').ChildProcess) => boolean }} options
 * @returns {Running}
 */
export function launchProcess(process_, { dir, log, env, reportExit }) {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const output =
    log === 'files' ? createWriteStream(join(dir, 'logs', `${process_.id}.log`), { flags: 'a' }) : null;
  const child = spawn(process_.argv[0] ?? '', process_.argv.slice(1), {
    cwd: process_.cwd,
    env: {
      ...Object.fromEntries(BASE_ENV.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : []))),
      ...process_.env,
      ...env,
    },
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
      if (code !== 0 && reportExit(child)) console.error(`${prefix}exited (${signal ?? `code ${code}`})`);
      done(code);
    }),
  );
  child.once('error', (error) => console.error(`${prefix}could not start: ${error.message}`));
  return { process: process_, child, exited };
}

/**
 * Whether `process_`'s health check passes now (no check: whether its port listens on its
 * address). The check runs at most 5 s.
 * @param {Process} process_
 */
export async function healthy(process_) {
  if (!process_.health) {
    return process_.port === undefined || listening(`${process_.address}:${process_.port}`);
  }
  const [command = '', ...args] = process_.health;
  const result = spawnSync(command === 'node' ? process.execPath : command, args, {
    cwd: process_.cwd,
    stdio: 'ignore',
    timeout: 5_000,
  });
  return result.status === 0;
}

/**
 * Signals a process's group and waits for it to end (SIGKILL after {@link STOP_GRACE_MS}).
 * @param {Running} running @param {NodeJS.Signals} signal
 */
export async function endProcess({ child, exited }, signal) {
  if (!alive(child)) return;
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
