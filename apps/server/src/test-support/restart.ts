import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Clock, manualClock } from '../clock.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createServices } from '../services.ts';
import { TEST_START_MS } from './harness.ts';

/**
 * Test support: the app started on a database that already holds data, as a restart finds it
 * (the exchange rebuilds its books from the stored rows). Closing the app leaves the database
 * open for the caller.
 */
export const startAppOn = async (
  database: Database,
  clock: Clock = manualClock(TEST_START_MS),
): Promise<FastifyInstance> => {
  const services = await createServices({
    config: testConfig(),
    clock,
    database,
    notifier: { send: async () => {} },
    onMarketDataError: (error) => {
      throw error;
    },
  });
  const app = await buildApp(services);
  await app.ready();
  return app;
};
