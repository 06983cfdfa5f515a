import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { fromPglite, type DatabaseHandle } from './database.js';

/** Files the embedded database keeps in DATA_DIR. */
export const embeddedPaths = (dataDir: string) => ({
  directory: join(dataDir, 'pglite'),
  lock: join(dataDir, 'pglite.lock'),
  port: join(dataDir, 'pglite.port'),
});

/** Raised when another live process holds the embedded database. */
export class DatabaseLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/pglite.lock (holding our pid) so that no second process opens the same PGlite
 * directory: two writers corrupt it silently. A lock left by a dead process is taken over.
 * @returns a function releasing the lock.
 * @throws DatabaseLockedError when a live process holds it.
 */
export function acquireLock(dataDir: string): () => void {
  const { lock } = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new DatabaseLockedError(`The embedded database in ${dataDir} is in use by process ${holder}.`);
      }
      rmSync(lock, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock the embedded database in ${dataDir}.`);
}

/** Opens DATA_DIR/pglite under the lock; `close` closes PGlite and releases the lock. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle & { pglite: PGlite }> {
  const release = acquireLock(dataDir);
  try {
    const client = await PGlite.create(embeddedPaths(dataDir).directory);
    const handle = fromPglite(client);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Shares an open embedded database on 127.0.0.1 so command-line tools can use it while the
 * server runs; the bound port is written to DATA_DIR/pglite.port.
 * @returns a function stopping the socket server and removing the port file.
 */
export async function shareOverSocket(
  client: PGlite,
  dataDir: string,
  port: number,
): Promise<() => Promise<void>> {
  const server = new PGLiteSocketServer({ db: client, host: '127.0.0.1', port, maxConnections: 8 });
  await server.start();
  const boundPort = server.getServerConn().split(':').pop() ?? String(port);
  const { port: portFile } = embeddedPaths(dataDir);
  writeFileSync(portFile, boundPort);
  return async () => {
    rmSync(portFile, { force: true });
    await server.stop();
  };
}
