import { Readable } from 'node:stream';
import { type DisplayCurrency, TRANSACTIONS_CSV_HEADER } from '@emas/domain';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../db/database.ts';
import {
  type TransactionCursor,
  type TransactionFilter,
  transactionRows,
} from './transaction-repository.ts';
import { csvRowOf } from './transaction-view.ts';

/** Rows read per query: the export's memory stays one chunk, however long the history. */
export const EXPORT_CHUNK_ROWS = 2_000;

async function* csvChunks(
  db: Db,
  filter: TransactionFilter | null,
  currency: DisplayCurrency,
): AsyncGenerator<string> {
  yield stringify([[...TRANSACTIONS_CSV_HEADER]]);
  if (filter === null) return;
  let cursor: TransactionCursor | undefined;
  for (;;) {
    const rows = await transactionRows(db, filter, {
      offset: 0,
      limit: EXPORT_CHUNK_ROWS,
      ...(cursor === undefined ? {} : { cursor }),
    });
    if (rows.length === 0) return;
    yield stringify(rows.map((row) => csvRowOf(row, currency)));
    if (rows.length < EXPORT_CHUNK_ROWS) return;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    cursor = {
      createdAtMs: last.created_at_ms,
      sequence: last.sequence,
      direction: last.direction,
    };
  }
}

/** The filtered transactions as CSV, read chunk by chunk as the client takes them. */
export const transactionsCsv = (
  db: Db,
  filter: TransactionFilter | null,
  currency: DisplayCurrency,
): Readable => Readable.from(csvChunks(db, filter, currency));
