import { parentPort, workerData } from 'node:worker_threads';
import { batchSealer, type ImportBatch, type SealingSetup } from './batches.js';

/** Worker thread of {@link import('./sealing-pool.js').createSealingPool}: seals each batch sent. */
const seal = batchSealer(workerData as SealingSetup);
parentPort?.on('message', (batch: ImportBatch) => parentPort?.postMessage(seal(batch)));
