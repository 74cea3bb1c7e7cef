export * from './schemas.ts';
export * from './endpoints.ts';
export * from './trade-schemas.ts';
