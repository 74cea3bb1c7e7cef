import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database.ts';
import { inTransaction } from '../../db/storage-fault.ts';
import { type BatchRows, writeBatch } from './exchange-repository.ts';

/**
 * The exchange's SQLite writer thread: commits each batch it is sent, in order, in one
 * transaction on its own connection, and answers with the batch's id and any error.
 */
const { url } = workerData as { url: string };
const database = openDatabase(url);
const port = parentPort;
if (port === null) throw new Error('the batch writer runs as a worker thread');

let chain: Promise<void> = Promise.resolve();
port.on('message', ({ id, rows }: { id: number; rows: BatchRows }) => {
  chain = chain.then(async () => {
    try {
      await inTransaction(database.db, (trx) => writeBatch(trx, rows));
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
