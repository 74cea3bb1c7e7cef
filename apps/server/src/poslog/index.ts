/** Bullion delivery by post: locations, fee quotes, requests, tracking. */
export { type PoslogDeps, poslogRoutes } from './routes.ts';
