import type { FastifyPluginAsync } from 'fastify';
import type { OperatorDeps } from '../operator/index.ts';

export type ChatDeps = OperatorDeps;

/** Live chat between users and operators over the product's own WebSocket. */
export const chatRoutes: FastifyPluginAsync<ChatDeps> = async () => {};
