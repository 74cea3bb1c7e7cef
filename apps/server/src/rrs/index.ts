/** The revenue-share report's public surface. */
export { type RrsDeps, rrsRoutes } from './routes.ts';
