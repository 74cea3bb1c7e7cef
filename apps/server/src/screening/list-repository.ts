import { randomUUID } from 'node:crypto';
import type { ScreeningList } from '@emas/api';
import { type ListBirthDate, type PreparedEntry, prepareEntry } from '@emas/domain';
import { insertRows } from '../db/bulk-insert.ts';
import type { Database, Db } from '../db/database.ts';
import type { ScreeningListKind } from '../db/schema.ts';
import type { ListEntry } from './list-files.ts';

export const LIST_KINDS: readonly ScreeningListKind[] = ['un', 'dttot', 'pep'];

/**
 * Replaces a list's entries with a file's, and records the import, in one transaction: a
 * screening running meanwhile sees the old list or the new one, never a mix or an empty one.
 */
export const replaceList = async (
  database: Database,
  list: { kind: ScreeningListKind; fileName: string; entries: readonly ListEntry[] },
  operatorId: string,
  nowMs: number,
): Promise<void> => {
  const rows = list.entries.map((entry) => ({
    id: randomUUID(),
    list_kind: list.kind,
    reference: entry.reference,
    name: entry.name,
    names: JSON.stringify(entry.names),
    birth_dates: JSON.stringify(entry.birthDates),
    details: JSON.stringify(entry.details),
  }));
  const imported = {
    file_name: list.fileName,
    entry_count: BigInt(rows.length),
    imported_by: operatorId,
    imported_at_ms: BigInt(nowMs),
  };
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('screening_entries').where('list_kind', '=', list.kind).execute();
    await insertRows(trx, database.dialect, 'screening_entries', rows);
    await trx
      .insertInto('screening_lists')
      .values({ kind: list.kind, ...imported })
      .onConflict((conflict) => conflict.column('kind').doUpdateSet(imported))
      .execute();
  });
};

/** Every list, imported or not, with its last import. */
export const listsOverview = async (db: Db): Promise<ScreeningList[]> => {
  const rows = await db
    .selectFrom('screening_lists')
    .innerJoin('operators', 'operators.id', 'screening_lists.imported_by')
    .selectAll('screening_lists')
    .select('operators.name as operator_name')
    .execute();
  return LIST_KINDS.map((kind) => {
    const row = rows.find((one) => one.kind === kind);
    return {
      kind,
      file_name: row?.file_name ?? null,
      entry_count: Number(row?.entry_count ?? 0),
      imported_at: row === undefined ? null : Number(row.imported_at_ms),
      imported_by: row?.operator_name ?? null,
    };
  });
};

/** An entry as stored, ready to match and to show beside the person it matched. */
export type StoredEntry = {
  readonly listKind: ScreeningListKind;
  readonly entry: ListEntry;
  readonly prepared: PreparedEntry;
};

/** Every entry of every list, names normalised once for the whole screening round. */
export const storedEntries = async (db: Db): Promise<StoredEntry[]> => {
  const rows = await db.selectFrom('screening_entries').selectAll().execute();
  return rows.map((row) => {
    const entry: ListEntry = {
      reference: row.reference,
      name: row.name,
      names: JSON.parse(row.names) as string[],
      birthDates: JSON.parse(row.birth_dates) as ListBirthDate[],
      details: JSON.parse(row.details) as Record<string, string>,
    };
    return {
      listKind: row.list_kind,
      entry,
      prepared: prepareEntry({ names: entry.names, birthDates: entry.birthDates }),
    };
  });
};
