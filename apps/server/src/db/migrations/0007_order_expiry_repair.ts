import { GTD_AHEAD_MAX_MS, gtcExpiresAtMs } from '@emas/domain';
import { type Migration, sql } from 'kysely';
import type { AnyDb } from './any-db.ts';

/** The longest calendar month: a GTC expiry past this after the order's last change is wrong. */
const MONTH_MS_MAX = 31 * 24 * 3_600_000;

/**
 * 0007: repairs limit orders written before the API bounded instants, whose expiry the rules
 * now refuse (one beyond what a Date holds made every view of the account's orders answer 500).
 * Measured from the order's last change, when its expiry was last set at the latest: a GTD
 * expiry missing or more than GTD_AHEAD_MAX_MS (366 days) ahead becomes that bound; a GTC one
 * missing or past its month becomes the month. The order keeps its place and what it holds, and
 * the sweep expires it like any other (at once, if that time has passed).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    const { rows } = await sql<{
      id: string;
      validity: string;
      expires_at_ms: bigint | null;
      updated_at_ms: bigint;
    }>`select id, validity, expires_at_ms, updated_at_ms from orders
       where order_type = 'limit' and (expires_at_ms is null
         or (validity = 'GTC' and expires_at_ms > updated_at_ms + ${MONTH_MS_MAX})
         or (validity = 'GTD' and expires_at_ms > updated_at_ms + ${GTD_AHEAD_MAX_MS}))`.execute(
      db,
    );
    for (const row of rows) {
      const changedAtMs = Number(row.updated_at_ms);
      const boundMs =
        row.validity === 'GTD' ? changedAtMs + GTD_AHEAD_MAX_MS : gtcExpiresAtMs(changedAtMs);
      if (row.expires_at_ms !== null && row.expires_at_ms <= BigInt(boundMs)) continue;
      await sql`update orders set expires_at_ms = ${BigInt(boundMs)} where id = ${row.id}`.execute(
        db,
      );
    }
  },
};
