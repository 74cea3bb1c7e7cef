import type { Kysely } from 'kysely';

/** A migration sees the database as it was then, not today's schema. */
export type AnyDb = Kysely<unknown>;
