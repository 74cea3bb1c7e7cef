export * from './schemas.ts';
export * from './security-schemas.ts';
export * from './endpoints.ts';
