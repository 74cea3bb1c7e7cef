/** News feeds, the promo page and the landing banner, written by operators. */
export { type ContentDeps, contentRoutes } from './routes.ts';
export { contentOperatorDesk } from './operator-desk.ts';
export { seedDemoContent } from './seed-content.ts';
