import type { FastifyPluginAsync } from 'fastify';
import type { OperatorDeps } from '../operator/index.ts';

export type RegistrationDeps = OperatorDeps;

/** Account opening for a new client under a broker, approved by operators. */
export const registrationRoutes: FastifyPluginAsync<RegistrationDeps> = async () => {};
