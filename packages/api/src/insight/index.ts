/** Market insight, e-warrant and video upload. */
export * from './endpoints.ts';
