import { setupTemplateRun } from './template-databases.ts';

/** Vitest's global setup of the server tests: their template databases live for one run. */
export default setupTemplateRun;
