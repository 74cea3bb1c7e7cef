/** The ledger's public surface: post balanced entries, read balances, check consistency. */
export { POSTINGS_PER_ENTRY_MAX, type NewEntry, postEntry } from './post-entry.ts';
export { type BatchEntry, writeEntries } from './post-batch.ts';
export { type LedgerBalance, balanceOf, balancesOfOwner, pickBalance } from './balances.ts';
export { assertLedgerConsistent, sumByAsset } from './consistency.ts';
export { sortableId } from './sortable-id.ts';
