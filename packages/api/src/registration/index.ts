/** Account opening for a new client under a broker, approved by operators. */
export * from './schemas.ts';
export * from './endpoints.ts';
