import type { Database } from '../../db/database.ts';
import { inTransaction } from '../../db/storage-fault.ts';
import { assertWriterEpoch } from '../leadership/leadership-repository.ts';
import { type BatchRows, writeBatch } from './exchange-repository.ts';

/**
 * One batch in one transaction. A writer that leads (`epoch` given) checks first that its
 * epoch is still the current one, so a superseded writer's batch fails and writes nothing.
 */
export const commitBatch = (
  database: Database,
  rows: BatchRows,
  epoch: bigint | null,
): Promise<void> =>
  inTransaction(database.db, async (trx) => {
    if (epoch !== null) await assertWriterEpoch(trx, database.dialect, epoch);
    await writeBatch(trx, database.dialect, rows);
  });
