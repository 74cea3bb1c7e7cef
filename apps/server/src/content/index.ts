/** News feeds, the promo page and the landing banner, written by operators. */
export { type ContentDeps, contentRoutes } from './routes.ts';
