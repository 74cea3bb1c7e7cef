/** The revenue-share report. */
import type { Feature } from '../feature.ts';
import { type RrsDeps, rrsRoutes } from './routes.ts';

export const rrsFeature: Feature<RrsDeps> = { name: 'rrs', routes: rrsRoutes };
