/** Help: notifications, documentation, support requests and the FAQ. */
export * from './endpoints.ts';
export * from './schemas.ts';
