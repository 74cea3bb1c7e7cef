/**
 * Every feature subpath of the contract (`@emas/api/<feature>`, which package.json maps to
 * `src/<feature>/index.ts`), as its module. Evaluated once per production build by
 * vite-contract-routes.ts, which derives the route-only view the web ships from it.
 */
export const contractFeatures: Record<string, Record<string, unknown>> = import.meta.glob(
  '../../packages/api/src/*/index.ts',
  { eager: true },
);
