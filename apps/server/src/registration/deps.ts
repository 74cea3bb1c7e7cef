import type { RecordDeps } from '../feature-deps.ts';

/** What account opening needs from the app. */
export type RegistrationDeps = RecordDeps;
