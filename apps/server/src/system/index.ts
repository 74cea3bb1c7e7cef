/** The system feature's public surface: the platform's status call. */
import type { Feature } from '../feature.ts';
import { type SystemDeps, systemRoutes } from './routes.ts';

export const systemFeature: Feature<SystemDeps> = { name: 'system', routes: systemRoutes };
