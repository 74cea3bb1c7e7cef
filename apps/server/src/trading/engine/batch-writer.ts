import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../db/database.ts';
import { commitBatch } from './commit-batch.ts';
import type { BatchRows } from './exchange-repository.ts';

/**
 * Where the exchange's batches are committed, one after another in the order given. Each
 * `write` resolves once its batch is durable (or rejects, leaving nothing of it written).
 */
export type BatchWriter = {
  write(rows: BatchRows): Promise<void>;
  close(): Promise<void>;
};

/**
 * Commits on the app's own connection: PostgreSQL (asynchronous I/O) and in-memory SQLite.
 * With an `epoch`, each batch is fenced by it (commit-batch.ts).
 */
export const connectionWriter = (database: Database, epoch: bigint | null = null): BatchWriter => ({
  write: (rows) => commitBatch(database, rows, epoch),
  close: async () => {},
});

/** The writer thread's answer: the batch's id, and its error's message and code if it failed. */
type Reply = { id: number; error: string | null; code: string | null };

/**
 * The writer thread's module. The bundled server (scripts/build-server.mjs) has it beside
 * itself as JavaScript. Run from source through tsx, whose loader a worker thread does not
 * inherit, the worker's first module registers it, then imports the writer.
 */
const workerBootstrap = (): URL => {
  const bundled = new URL('./sqlite-writer-worker.mjs', import.meta.url);
  if (import.meta.url.endsWith('.mjs') && existsSync(bundled)) return bundled;
  const loader = import.meta.resolve('tsx/esm/api');
  const writer = new URL('./sqlite-writer-worker.ts', import.meta.url).href;
  const source = `import { register } from ${JSON.stringify(loader)}; register(); await import(${JSON.stringify(writer)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(source)}`);
};

/**
 * Commits on a worker thread with its own connection to the SQLite file. node:sqlite blocks
 * its thread for the whole commit (the fsync of synchronous=FULL); on a worker, the main
 * thread goes on answering requests and applying the next batch meanwhile.
 */
export const sqliteWorkerWriter = (url: string, epoch: bigint | null): BatchWriter => {
  const worker = new Worker(workerBootstrap(), { workerData: { url, epoch } });
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, error, code }: Reply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error === null) waiting?.resolve();
    else waiting?.reject(Object.assign(new Error(`batch commit failed: ${error}`), { code }));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the batch writer stopped (${code})`)));
  return {
    write: (rows) =>
      new Promise((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        worker.postMessage({ id: nextId, rows });
      }),
    close: async () => {
      await worker.terminate();
    },
  };
};

/**
 * The writer for the app's database: a worker for a SQLite file, the connection otherwise;
 * fenced by the leader's `epoch`.
 */
export const batchWriterFor = (
  database: Database,
  url: string,
  epoch: bigint | null,
): BatchWriter =>
  database.dialect === 'sqlite' && !url.endsWith(':memory:')
    ? sqliteWorkerWriter(url, epoch)
    : connectionWriter(database, epoch);
