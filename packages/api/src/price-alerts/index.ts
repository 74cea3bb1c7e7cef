/** Price alerts: set, list and delete; the notice when one fires. */
export * from './endpoints.ts';
export * from './schemas.ts';
