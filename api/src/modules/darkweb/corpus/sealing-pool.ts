import { Worker } from 'node:worker_threads';
import { batchSealer, type ImportBatch, type SealedBatch, type SealingSetup } from './batches.js';

/** Seals batches, in worker threads or in this thread. */
export type SealingPool = { seal(batch: ImportBatch): Promise<SealedBatch>; close(): Promise<void> };

type Pending = { resolve(value: SealedBatch): void; reject(error: Error): void };

/** seal-worker.ts behind tsx's loader (a worker thread does not inherit the parent's hooks). */
function workerEntry(): URL {
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const worker = JSON.stringify(new URL('./seal-worker.ts', import.meta.url).href);
  const code = `import { register } from ${tsx}; register(); await import(${worker});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

/**
 * Sealing (AES-GCM and HMAC per record) is the CPU cost of an import: `threads` workers share
 * it (each answers its batches in order); 0 seals in this thread (tests, small files).
 */
export function createSealingPool(setup: SealingSetup, threads: number): SealingPool {
  if (threads === 0) {
    const seal = batchSealer(setup);
    return { seal: async (batch) => seal(batch), close: async () => undefined };
  }
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(workerEntry(), { workerData: setup });
    const queue: Pending[] = [];
    worker.on('message', (sealed: SealedBatch) => queue.shift()?.resolve(sealed));
    worker.on('error', (error) => queue.splice(0).forEach((p) => p.reject(error)));
    return { worker, queue };
  });
  return {
    seal(batch) {
      const least = workers.reduce((a, b) => (b.queue.length < a.queue.length ? b : a));
      return new Promise((resolve, reject) => {
        least.queue.push({ resolve, reject });
        least.worker.postMessage(batch);
      });
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}
