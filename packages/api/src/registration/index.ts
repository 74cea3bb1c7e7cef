/** Account opening for a new client under a broker, approved by operators. */
export * from './endpoints.ts';
