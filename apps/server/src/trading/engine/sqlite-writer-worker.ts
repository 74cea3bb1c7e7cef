import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { commitBatch } from './commit-batch.ts';
import type { BatchRows } from './exchange-repository.ts';

/**
 * The exchange's SQLite writer thread: commits each batch it is sent, in order, in one
 * transaction on its own connection (fenced by the leader's epoch), and answers with the
 * batch's id and any error.
 */
const { url, epoch } = workerData as { url: string; epoch: bigint | null };
const database = openDatabase(url);
const port = parentPort;
if (port === null) throw new Error('the batch writer runs as a worker thread');

let chain: Promise<void> = Promise.resolve();
port.on('message', ({ id, rows }: { id: number; rows: BatchRows }) => {
  chain = chain.then(async () => {
    try {
      await commitBatch(database, rows, epoch);
      port.postMessage({ id, error: null, code: null });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
        code: typeof code === 'string' ? code : null,
      });
    }
  });
});
