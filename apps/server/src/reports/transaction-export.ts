import { Readable } from 'node:stream';
import { type DisplayCurrency, TRANSACTIONS_CSV_HEADER } from '@emas/domain';
import { stringify } from 'csv-stringify/sync';
import type { Database } from '../db/database.ts';
import { type TransactionFilter, transactionStream } from './transaction-repository.ts';
import { csvRowOf } from './transaction-view.ts';

/** CSV lines written per piece handed to the socket. */
export const EXPORT_PIECE_ROWS = 500;

async function* csvPieces(
  database: Database,
  filter: TransactionFilter | null,
  currency: DisplayCurrency,
): AsyncGenerator<string> {
  yield stringify([[...TRANSACTIONS_CSV_HEADER]]);
  if (filter === null) return;
  const reader = database.openReader();
  try {
    let piece: string[][] = [];
    for await (const row of transactionStream(reader.db, filter)) {
      piece.push(csvRowOf(row, currency));
      if (piece.length === EXPORT_PIECE_ROWS) {
        yield stringify(piece);
        piece = [];
      }
    }
    if (piece.length > 0) yield stringify(piece);
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
