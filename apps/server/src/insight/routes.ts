import type { FastifyPluginAsync } from 'fastify';
import type { OperatorDeps } from '../operator/index.ts';

export type InsightDeps = OperatorDeps;

/** Market insight, e-warrant and video upload. */
export const insightRoutes: FastifyPluginAsync<InsightDeps> = async () => {};
