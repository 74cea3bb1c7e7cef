import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type DisplayCurrency, TRANSACTIONS_CSV_HEADER } from '@emas/domain';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../db/database.ts';
import { type TransactionFilter, transactionBatches } from './transaction-repository.ts';
import { csvRowOf } from './transaction-view.ts';

/** Rows read, written as CSV and handed to the socket at a time. */
export const EXPORT_BATCH_ROWS = 500;
/** Batches between full collections (see `collectGarbage`). */
export const EXPORT_BATCHES_PER_COLLECTION = 20;

/**
 * A compressed answer turns every CSV piece into buffers that live outside the JavaScript heap
 * until a full collection, which V8 starts late for memory it does not see grow: a million rows
 * left 140 MB of dead buffers behind. The server runs with `--expose-gc` (`SERVER_NODE_FLAGS`
 * in scripts/build-server.mjs), and the export collects every 10,000 rows (bench/README.md).
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc ?? (() => {});

async function* csvPieces(
  database: Database,
  filter: TransactionFilter | null,
  currency: DisplayCurrency,
): AsyncGenerator<string> {
  yield stringify([[...TRANSACTIONS_CSV_HEADER]]);
  if (filter === null) return;
  const reader = database.openReader();
  try {
    let batches = 0;
    for await (const rows of transactionBatches(reader, filter, EXPORT_BATCH_ROWS)) {
      yield stringify(rows.map((row) => csvRowOf(row, currency)));
      batches += 1;
      if (batches % EXPORT_BATCHES_PER_COLLECTION === 0) collectGarbage();
      // SQLite steps its statement synchronously: without a turn of the event loop between
      // batches, the export would hold the server (other requests, timers) until it ends.
      await nextTurn();
    }
  } finally {
    await reader.close();
  }
}

/**
 * The filtered transactions as CSV, read from one statement on a connection of its own as the
 * client takes them; a client that goes away ends the read and closes the connection.
 */
export const transactionsCsv = (
  database: Database,
  filter: TransactionFilter | null,
  currency: DisplayCurrency,
): Readable => Readable.from(csvPieces(database, filter, currency));
