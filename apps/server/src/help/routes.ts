import type { FastifyPluginAsync } from 'fastify';
import type { OperatorDeps } from '../operator/index.ts';

export type HelpDeps = OperatorDeps;

/** Help: notifications, documentation, support requests and the FAQ. */
export const helpRoutes: FastifyPluginAsync<HelpDeps> = async () => {};
