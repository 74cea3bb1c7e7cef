/** Market insight, e-warrant and video upload. */
export * from './schemas.ts';
export * from './endpoints.ts';
