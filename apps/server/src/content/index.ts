/** News feeds, the promo page and the landing banner, written by operators. */
import type { Feature } from '../feature.ts';
import { contentOperatorDesk } from './operator-desk.ts';
import { type ContentDeps, contentRoutes } from './routes.ts';

export { seedDemoContent } from './seed-content.ts';

export const contentFeature: Feature<ContentDeps> = {
  name: 'content',
  routes: contentRoutes,
  consoleDesks: [contentOperatorDesk],
};
