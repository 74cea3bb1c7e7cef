import type { FastifyPluginAsync } from 'fastify';
import type { OperatorDeps } from '../operator/index.ts';

export type SettingsDeps = OperatorDeps;

/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
export const settingsRoutes: FastifyPluginAsync<SettingsDeps> = async () => {};
