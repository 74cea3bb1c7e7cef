/** Credit lines: the client's request and the operator's decisions (our addition). */
export * from './endpoints.ts';
export * from './schemas.ts';
