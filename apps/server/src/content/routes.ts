import type { FastifyPluginAsync } from 'fastify';
import type { OperatorDeps } from '../operator/index.ts';

export type ContentDeps = OperatorDeps;

/** News feeds, the promo page and the landing banner, written by operators. */
export const contentRoutes: FastifyPluginAsync<ContentDeps> = async () => {};
