/** The client's portfolio home (our addition, issue 23). */
export * from './schemas.ts';
export * from './endpoints.ts';
