/** Settings that are a broker's own: fee schedules and the white label (our addition). */
export * from './endpoints.ts';
export * from './schemas.ts';
