/** The built web app, served with its single-page fallback. */
import type { Feature } from '../feature.ts';
import { type WebRouteDeps, webRoutes } from './routes.ts';

export const webFeature: Feature<WebRouteDeps> = { name: 'web', routes: webRoutes };
