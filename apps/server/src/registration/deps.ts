import type { OperatorDeps } from '../operator/index.ts';

/** What account opening needs from the app: the console's services (it has a desk there). */
export type RegistrationDeps = OperatorDeps;
