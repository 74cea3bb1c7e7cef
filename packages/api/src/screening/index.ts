/** Sanctions and PEP screening in the console (our addition, issue 22). */
export * from './endpoints.ts';
export * from './schemas.ts';
