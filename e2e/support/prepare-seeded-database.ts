/**
 * Run once before the journeys (scripts/test.mjs): leaves a migrated, seeded database at the
 * path given, for every journey's server to start from a copy.
 */
import { prepareSeededDatabase } from './server.ts';

const path = process.argv[2];
if (path === undefined) throw new Error('usage: prepare-seeded-database.ts <path>');
await prepareSeededDatabase(path);
