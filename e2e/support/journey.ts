import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export type Journey = { server: RunningServer; browser: Browser };

/** One server and one browser for a journey file, started before its tests and stopped after. */
export const useJourney = (env: Record<string, string> = {}): Journey => {
  const journey = {} as Journey;
  before(async () => {
    journey.server = await startServer(env);
    journey.browser = await launchBrowser();
  });
  after(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
};
